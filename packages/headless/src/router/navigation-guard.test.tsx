// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import { cancelsClientNavigation, NavigationGuard, useNavigationBlock } from './navigation-guard.tsx';

function Controls() {
  const location = useLocation();
  const navigate = useNavigate();
  const { isNavigationBlocked, blockNavigation, unblockNavigation } = useNavigationBlock();
  return (
    <>
      <p data-testid="location">{location.pathname}</p>
      <p data-testid="blocked">{String(isNavigationBlocked)}</p>
      <button onClick={blockNavigation}>block</button>
      <button onClick={unblockNavigation}>unblock</button>
      <Link to="/en/news">news</Link>
      <Link to="/en/office/recharge">recharge</Link>
      <Link to="/en/office/account">account</Link>
      <button onClick={() => void navigate(-1)}>back</button>
    </>
  );
}

function mount({ isRechargeModal = false, path = '/en' }: { isRechargeModal?: boolean; path?: string } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/:lng',
        element: (
          <NavigationGuard isRechargeModal={isRechargeModal}>
            <Controls />
            <Outlet />
          </NavigationGuard>
        ),
        children: [{ index: true }, { path: '*' }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const location = () => screen.getByTestId('location').textContent;
const click = (name: string) => act(async () => void screen.getByText(name).click());

afterEach(() => {
  cleanup();
  document.cookie = 'redirect_url=; Max-Age=0; path=/';
});

describe('NavigationGuard (GUARD-025, GUARD-030)', () => {
  it('cancels every client navigation while the blocked-navigation flag is set, and lets them through after', async () => {
    mount();
    await click('block');
    expect(screen.getByTestId('blocked').textContent).toBe('true');
    await click('news');
    expect(location()).toBe('/en');
    await click('unblock');
    await click('news');
    expect(location()).toBe('/en/news');
  });

  it('undoes a back step while blocked', async () => {
    const router = mount();
    await click('news');
    await click('block');
    await click('back');
    expect(location()).toBe('/en/news');
    expect(router.state.location.pathname).toBe('/en/news');
  });

  it('with a recharge modal, cancels the way to the recharge page except from an account page', async () => {
    mount({ isRechargeModal: true });
    await click('recharge');
    expect(location()).toBe('/en');
    await click('account');
    expect(location()).toBe('/en/office/account');
    await click('recharge');
    expect(location()).toBe('/en/office/recharge');
  });

  it('lets the recharge page through without a recharge modal, or with an after-registration redirect URL', async () => {
    mount();
    await click('recharge');
    expect(location()).toBe('/en/office/recharge');
    cleanup();
    document.cookie = 'redirect_url=%2Fen%2Foffice%2Frecharge; path=/';
    mount({ isRechargeModal: true });
    await click('recharge');
    expect(location()).toBe('/en/office/recharge');
  });
});

describe('cancelsClientNavigation', () => {
  const input = { isNavigationBlocked: false, isRechargeModal: true, cookies: {}, fromPathname: '/en/news', toPathname: '/en/office/recharge' };
  it('puts the flag first and never cancels a change of query on the same page by the recharge rule', () => {
    expect(cancelsClientNavigation(input)).toBe(true);
    expect(cancelsClientNavigation({ ...input, fromPathname: '/en/office/recharge' })).toBe(false);
    expect(cancelsClientNavigation({ ...input, isNavigationBlocked: true, fromPathname: '/en/office/recharge' })).toBe(true);
    expect(cancelsClientNavigation({ ...input, cookies: { redirect_url: '/en' } })).toBe(false);
  });
});
