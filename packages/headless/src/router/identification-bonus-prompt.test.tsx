// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useIdentificationModalScreen } from '../screens/identification-modal/use-identification-modal-screen.ts';
import { createSessionHarness, fakeFetch, testToken } from '../session/session-test-kit.tsx';
import { clearSessionCookies, writeUserTokenCookie } from '../session/token-cookie.ts';
import { IdentificationBonusPrompt, useIdentificationModalHost } from './identification-check.tsx';

/** What an app renders over the page: the modal's model as plain buttons, while the prompt has it open. */
function ModalProbe() {
  const host = useIdentificationModalHost();
  return host.isOpen ? <ModalView close={host.close} /> : <p>no modal</p>;
}
function ModalView({ close }: { close(): void }) {
  const model = useIdentificationModalScreen({ isOpen: true, onClose: close });
  return (
    <div role="dialog" aria-label={model.title}>
      {model.providers.map((provider) => (
        <button key={provider.id} type="button" disabled={provider.isDisabled} onClick={provider.onPress}>
          {provider.label}
        </button>
      ))}
      <p>{model.message?.text}</p>
      <button type="button" onClick={model.close.onPress}>
        {model.close.label}
      </button>
    </div>
  );
}

async function mount(result: Record<string, unknown>, isIdentificationAvailable = true) {
  writeUserTokenCookie(testToken({ sub: '4', exp: Math.floor(Date.now() / 1000) + 3600 }));
  let config = result;
  const api = fakeFetch({
    'GET /web-api/session': () => ({ text: 'OK' }),
    'GET /web-api/user/v1/session-check': () => ({ body: { user_id: 4 } }),
    'GET /web-api/user/v1/config': () => ({ body: { result: config, error: null } }),
    'GET /web-api/officeapi/v1/identification/providers': () => ({ body: { providers: ['face_id', 'alternative'] } }),
    'POST /web-api/officeapi/v1/identification': (call) => {
      config = { ...config, is_need_identification: false };
      return { body: { identification: { provider: (call.body as { provider: string }).provider, status: 'identified' } } };
    },
  });
  const page = (
    <IdentificationBonusPrompt lng="en" config={{ isIdentificationAvailable }}>
      <p>news</p>
      <ModalProbe />
    </IdentificationBonusPrompt>
  );
  const harness = await createSessionHarness(page, { path: '/en/news', routeId: 'news', routePath: 'news', fetch: api.fetch, isSignedIn: true });
  await act(async () => void render(harness.element));
  return { api, location: () => screen.getByTestId('location').textContent };
}

afterEach(() => {
  cleanup();
  clearSessionCookies();
});

describe('IdentificationBonusPrompt (GUARD-044)', () => {
  it('routes a player with the identification bonus who needs identification to the identification page', async () => {
    const { location } = await mount({ user_name: 'p', is_identification_bonus: true, is_need_identification: true });
    await waitFor(() => expect(location()).toBe('/en/office/identification'));
  });

  it('leaves the player where they are once identified or without the bonus', async () => {
    for (const [result, available] of [
      [{ user_name: 'p', is_identification_bonus: true, is_need_identification: false }, true],
      [{ user_name: 'p', is_need_identification: true }, true],
    ] as const) {
      const { api, location } = await mount(result, available);
      await waitFor(() => expect(api.callsTo('GET', '/web-api/user/v1/config').length).toBe(1));
      await act(async () => await new Promise((resolve) => setTimeout(resolve, 20)));
      expect(location(), JSON.stringify(result)).toBe('/en/news');
      cleanup();
    }
  });

  it('on a site without an identification page, opens the identification modal instead: face-id or another provider (UCFG-036)', async () => {
    const { api, location } = await mount({ user_name: 'p', is_identification_bonus: true, is_need_identification: true }, false);
    const dialog = await screen.findByRole('dialog', { name: 'Identify yourself' });
    expect(location()).toBe('/en/news');
    const face = await screen.findByRole('button', { name: 'Face ID' });
    expect(screen.getByRole('button', { name: 'Another provider' })).toBeTruthy();
    await act(async () => void fireEvent.click(face));
    await screen.findByText('You are identified. Thank you!');
    expect(api.callsTo('POST', '/web-api/officeapi/v1/identification').map((call) => call.body)).toEqual([{ provider: 'face_id' }]);
    // The user config is read again, so every reader sees the player identified.
    await waitFor(() => expect(api.callsTo('GET', '/web-api/user/v1/config').length).toBe(2));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Done' })));
    expect(dialog.isConnected).toBe(false);
    expect(screen.getByText('no modal')).toBeTruthy();
  });

  it('closing the modal keeps it closed for the rest of the page load', async () => {
    await mount({ user_name: 'p', is_identification_bonus: true, is_need_identification: true }, false);
    await screen.findByRole('dialog', { name: 'Identify yourself' });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Not now' })));
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
