// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { clearSessionCookies } from '@bf/headless/session';
import { createSessionHarness, fakeFetch, type FakeHandler } from '../../session/session-test-kit.tsx';
import { useDemoMailboxScreen, type DemoMailboxModel } from './use-demo-mailbox-screen.ts';

const MAILBOX = '/web-api/demo/mailbox';
const message = { id: 7, channel: 'sms', to: '+79161234567', subject: 'Set a new password', body: 'Open the link within 30 minutes.', link: '/en/user/passwordreset?token=x', createdAt: '2026-03-01T10:00:00.000Z' };

let model: DemoMailboxModel;
function Probe() {
  model = useDemoMailboxScreen();
  return <p data-testid="phase">{model.phase}</p>;
}

async function mount(search: string, routes: Record<string, FakeHandler>) {
  const api = fakeFetch(routes);
  const harness = await createSessionHarness(<Probe />, { path: `/en/demo/mailbox${search}`, routeId: 'demo-mailbox', routePath: 'demo/mailbox', fetch: api.fetch });
  await act(async () => void render(harness.element));
  await screen.findByTestId('phase');
  return api;
}

afterEach(() => {
  cleanup();
  clearSessionCookies();
});

describe('useDemoMailboxScreen', () => {
  it('lists the messages to the address in ?to= with their links, and a visitor is asked to log in to send', async () => {
    const api = await mount('?to=%2B79161234567', { [`GET ${MAILBOX}`]: () => ({ body: { demo: true, messages: [message] } }) });
    await waitFor(() => expect(model.phase).toBe('ready'));
    expect(api.callsTo('GET', MAILBOX)[0]?.search).toBe('?to=%2B79161234567');
    expect(model.filter.value).toBe('+79161234567');
    expect(model.rows).toMatchObject([{ heading: 'SMS to +79161234567', subject: 'Set a new password', link: { label: 'Open the link', href: '/en/user/passwordreset?token=x' } }]);
    expect(model.banner).toMatch(/^Demo only\./);
    expect(model.send).toMatchObject({ signIn: { href: '/en/user/login' } });
  });

  it('says when the box is empty, and that it is off where the API answers 404', async () => {
    await mount('', { [`GET ${MAILBOX}`]: () => ({ body: { demo: true, messages: [] } }) });
    await waitFor(() => expect(model.phase).toBe('ready'));
    expect(model.emptyText).toMatch(/^No messages yet/);
    cleanup();
    await mount('', {});
    await waitFor(() => expect(model.phase).toBe('off'));
    expect(model.offText).toBe('The demo mailbox is off on this site.');
  });
});
