// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// The fallback of AUTH-006 loads the form's page afresh: a full page load, seen here as the address asked for.
const opened = vi.hoisted(() => [] as string[]);
vi.mock('../env/browser-session.ts', async (original) => ({ ...(await original<typeof import('../env/browser-session.ts')>()), openDocument: (url: string) => void opened.push(url) }));
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { AuthModalBoundary, useAuthModal, useAuthModalHost, useLoginForm, type AuthModalState, type LinkClick, type LoginFormState } from '@bf/headless/auth';
import { clearSessionCookies, readUserToken } from '@bf/headless/session';
import { createSessionHarness, fakeFetch, memoryStorage, TEST_SHELL_AUTH, testToken, type FakeHandler, type SessionHarnessOptions } from '../session/session-test-kit.tsx';
import { DEVICE_ID_KEY } from '../session/session-rules.ts';
import { AB_TEST, abTestVariant } from '../settings/ab-test.ts';

let auth: AuthModalState;
let form: LoginFormState | undefined;

/** The modal's sign-in form, as the apps mount it: only while the sign-in modal is open. */
function ModalLogin() {
  const modal = useAuthModal();
  form = useLoginForm({ afterSignIn: modal.afterSignIn });
  return <p role="dialog">sign-in modal</p>;
}
function Probe() {
  auth = useAuthModal();
  const open = useAuthModalHost();
  form = open === 'login' ? form : undefined;
  return <div data-testid="probe">{open === 'login' ? <ModalLogin /> : open}</div>;
}

const token = () => testToken({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 });
const signedIn: FakeHandler = () => ({ body: { success: true, responseType: 'success', message: 'Signed in', data: { token: token() } } });
const click = (): LinkClick & { prevented: boolean } => {
  const event = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false, prevented: false, preventDefault: () => void (event.prevented = true) };
  return event;
};

async function mount(path: string, routeId: string, routePath: string, extra: Pick<SessionHarnessOptions, 'shell' | 'storage'> = {}) {
  const api = fakeFetch({ 'GET /web-api/session': () => ({ text: 'OK' }), 'GET /web-api/user/v1/session-check': () => ({ body: { user_id: 1 } }), 'POST /web-api/auth/v1/login': signedIn });
  const harness = await createSessionHarness(<Probe />, { path, routeId, routePath, fetch: api.fetch, ...extra });
  await act(async () => void render(harness.element));
  await screen.findByTestId('probe');
  return { location: () => screen.getByTestId('location').textContent, router: harness.router };
}

async function signInInModal() {
  await waitFor(() => expect(form).toBeDefined());
  act(() => {
    form!.setValue('login', 'demo');
    form!.setValue('passwordLogin', 'demo1234');
  });
  await act(async () => form!.submit());
}

afterEach(() => {
  cleanup();
  clearSessionCookies();
  form = undefined;
});

describe('useAuthModal', () => {
  it('opens sign-in over the page on a plain click of the header link, and leaves other clicks to the browser (AUTH-001)', async () => {
    await mount('/en/news', 'news', 'news');
    expect(auth.loginLink.href).toBe('/en/user/login');
    const newTab = { ...click(), ctrlKey: true };
    await act(async () => auth.loginLink.onClick(newTab));
    expect(newTab.prevented).toBe(false);
    expect(auth.open).toBeNull();
    const plain = click();
    await act(async () => auth.loginLink.onClick(plain));
    expect(plain.prevented).toBe(true);
    expect(auth.open).toBe('login');
  });

  it('leaves the sign-in page to its own form: no modal there (AUTH-002)', async () => {
    await mount('/en/user/login', 'login', 'user/login');
    const plain = click();
    await act(async () => auth.loginLink.onClick(plain));
    expect(plain.prevented).toBe(false);
    expect(auth.open).toBeNull();
  });

  it('after signing in in the modal closes it and keeps the player on the page', async () => {
    const { location } = await mount('/en/news', 'news', 'news');
    await act(async () => auth.openLogin());
    await signInInModal();
    expect(readUserToken()).toBeTruthy();
    await waitFor(() => expect(auth.open).toBeNull());
    expect(location()).toBe('/en/news');
  });

  it('after signing in goes on to the wanted route the guard remembered (GUARD-021)', async () => {
    const { location } = await mount('/en/news', 'news', 'news');
    await act(async () => auth.openLogin({ returnTo: '/en/office/history' }));
    await signInInModal();
    await waitFor(() => expect(location()).toBe('/en/office/history'));
    expect(auth.open).toBeNull();
  });

  it('opens registration as a modal on a page, as the page when a redirect was requested (AUTH-003)', async () => {
    await mount('/en/news', 'news', 'news');
    const plain = click();
    await act(async () => auth.registrationLink!.onClick(plain));
    expect(plain.prevented).toBe(true);
    expect(auth.open).toBe('registration');
    cleanup();
    const { location } = await mount('/en/news?returnUrl=%2Fen%2Foffice%2Fhistory', 'news', 'news');
    await act(async () => auth.registrationLink!.onClick(click()));
    expect(auth.open).toBeNull();
    await waitFor(() => expect(location()).toBe('/en/registration'));
  });

  it('opens registration as the page for the B half of A/B test 70 once it is on, as a modal for the A half (AUTH-039)', async () => {
    const availability = { [AB_TEST.registrationNavigation]: true };
    const deviceIn = (variant: 'A' | 'B') => {
      for (let i = 0; ; i++) if (abTestVariant(AB_TEST.registrationNavigation, { availability, bucketKey: `device-${i}` }) === variant) return `device-${i}`;
    };
    const withDevice = (id: string) => {
      const storage = memoryStorage();
      storage.setItem(DEVICE_ID_KEY, id);
      return storage;
    };
    const shell = { auth: { ...TEST_SHELL_AUTH, abTestsAvailability: availability } };

    const b = await mount('/en/news', 'news', 'news', { shell, storage: withDevice(deviceIn('B')) });
    await act(async () => auth.registrationLink!.onClick(click()));
    expect(auth.open).toBeNull();
    await waitFor(() => expect(b.location()).toBe('/en/registration'));
    cleanup();

    await mount('/en/news', 'news', 'news', { shell, storage: withDevice(deviceIn('A')) });
    await act(async () => auth.registrationLink!.onClick(click()));
    expect(auth.open).toBe('registration');
    cleanup();

    // With the test off, the B device gets the modal like everyone.
    await mount('/en/news', 'news', 'news', { storage: withDevice(deviceIn('B')) });
    await act(async () => auth.registrationLink!.onClick(click()));
    expect(auth.open).toBe('registration');
  });

  it('switches between the modals, and closes them when a link inside leads to another page', async () => {
    const { router } = await mount('/en/news', 'news', 'news');
    await act(async () => auth.openRegistration());
    expect(auth.open).toBe('registration');
    await act(async () => auth.loginLink.onClick(click()));
    expect(auth.open).toBe('login');
    await act(async () => router.navigate('/en/news?page=2'));
    await waitFor(() => expect(auth.open).toBeNull());
  });

  it('falls back to the sign-in page, keeping the wanted route, when the sign-in modal fails', async () => {
    await mount('/en/news', 'news', 'news');
    await act(async () => auth.openLogin({ returnTo: '/en/office/history' }));
    await act(async () => auth.fallBackToPage());
    expect(opened.at(-1)).toBe('/en/user/login?returnUrl=%2Fen%2Foffice%2Fhistory');
    expect(auth.open).toBeNull();
  });

  it('falls back to the registration page when the modal form fails (AUTH-006)', async () => {
    await mount('/en/news', 'news', 'news');
    await act(async () => auth.openRegistration());
    await act(async () => auth.fallBackToPage());
    expect(opened.at(-1)).toBe('/en/registration');
    expect(auth.open).toBeNull();
  });
});

describe('AuthModalBoundary (AUTH-006)', () => {
  it('shows nothing in place of a form that throws and reports it, so its page can open instead', () => {
    const onError = vi.fn();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('chunk failed to load');
    }
    render(
      <AuthModalBoundary onError={onError}>
        <Broken />
      </AuthModalBoundary>,
    );
    expect(onError).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).toBe('');
    quiet.mockRestore();
  });
});
