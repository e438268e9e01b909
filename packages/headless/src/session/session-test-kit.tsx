// Test helpers of the session and sign-in hooks: a fake API over fetch and a router with the session providers.
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { createMemoryRouter, Outlet, RouterProvider, useLoaderData, useLocation, type RouteObject } from 'react-router-dom';
import { createAnalytics, type Analytics } from '../analytics/analytics.ts';
import { AnalyticsProvider } from '../analytics/analytics-provider.tsx';
import { createI18n } from '../i18n/create-i18n.ts';
import { loadMessages } from '../i18n/load-messages.ts';
import { findRoute } from '../routes/route-table.ts';
import type { ShellData } from '../router/shell-data.ts';
import type { RemovableStorage } from '../env/browser-session.ts';
import { SessionProvider, type SessionProviderProps } from './session-provider.tsx';

/** One call the fake API saw. */
export interface FakeCall {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeHandler = (call: FakeCall) => { status?: number; body?: unknown; text?: string } | Promise<{ status?: number; body?: unknown; text?: string }>;

/** A fetch that answers `METHOD /path` from `routes` (404 otherwise) and records every call. */
export function fakeFetch(routes: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => (headers[key] = value));
    const call: FakeCall = { method: init.method ?? 'GET', path: url.pathname, search: url.search, headers, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    if (!handler) return new Response(JSON.stringify({ errors: [{ code: 'not_found', detail: 'no route' }] }), { status: 404 });
    const answer = await handler(call);
    return new Response(answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body)), { status: answer.status ?? 200 });
  }) as typeof fetch;
  return { fetch: fetchImpl, calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

/** An in-memory storage. */
export function memoryStorage(): RemovableStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

/** A JWT-shaped token (not signed) with these claims; the session code only decodes. */
export function testToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.sig`;
}

export const TEST_SHELL_AUTH: ShellData['auth'] = {
  autoLogoffMinutes: 0,
  defaultCurrency: 'RUB',
  currencies: [
    { iso: 'RUB', name: 'Russian Ruble' },
    { iso: 'USD', name: 'US Dollar' },
  ],
  minimumAge: 18,
  socialProviders: ['google', 'telegram'],
  googleOneTap: null,
  registrationReminder: { delaySeconds: 0, intervalMinutes: 0 },
  isTermsPolling: false,
  isCustomRegistration: false,
  isWidgetMode: false,
  abTestsAvailability: {},
};

export interface SessionHarnessOptions {
  /** Where the router starts, e.g. `/en/user/login?returnUrl=…`. */
  path: string;
  /** Route id of the page under test (its route table entry becomes the handle). */
  routeId: string;
  /** Path of the page route after `/:lng/`. */
  routePath: string;
  isSignedIn?: boolean;
  autoLogoffMinutes?: number;
  fetch: typeof fetch;
  storage?: RemovableStorage | null;
  analytics?: Analytics;
  shell?: Partial<ShellData>;
  /** Called each time the shell loader runs (a revalidation after sign-in). */
  onShellLoad?: () => void;
  /** Google One Tap's script loader and `google.accounts.id`, faked. */
  oneTapEnv?: SessionProviderProps['oneTapEnv'];
}

/** Shows where the router is, for assertions. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * A memory router with the shell route (`lng`), the providers ShellRoot wires (i18n, analytics, session) and
 * the page under test; every other path renders a placeholder. Returns the router and the analytics instance.
 */
export async function createSessionHarness(page: ReactNode, options: SessionHarnessOptions) {
  const messages = await loadMessages('en');
  const analytics = options.analytics ?? createAnalytics({ storage: null });
  let isSignedIn = options.isSignedIn ?? false;
  const shellData = (): ShellData => ({
    lng: 'en',
    messages,
    theme: 'light',
    isSignedIn,
    languages: [{ code: 'en', nativeName: 'English' }],
    companyName: 'BetFront',
    isRegistrationAvailable: true,
    isRightColumnHidden: false,
    isProduction: true,
    availableRoutes: [72],
    maintenanceEndsAt: null,
    brandCss: '',
    settingsDefaults: null,
    isRechargeModal: false,
    isIdentificationAvailable: true,
    auth: { ...TEST_SHELL_AUTH, autoLogoffMinutes: options.autoLogoffMinutes ?? 0 },
    ...options.shell,
  });
  // A fresh SWR cache per harness, as the shell gives each render root (no data carried between tests).
  const swrCache = new Map();
  function Shell() {
    return (
      <I18nextProvider i18n={createI18n('en', messages)}>
        <SWRConfig value={{ provider: () => swrCache }}>
          <AnalyticsProvider analytics={analytics} startDelayMs={0}>
            <SessionProviderFromShell />
          </AnalyticsProvider>
        </SWRConfig>
      </I18nextProvider>
    );
  }
  function SessionProviderFromShell() {
    const shell = useLoaderData() as ShellData;
    return (
      <SessionProvider lng="en" isSignedIn={shell.isSignedIn} autoLogoffMinutes={options.autoLogoffMinutes ?? 0} googleOneTap={shell.auth.googleOneTap} isTermsPolling={shell.auth.isTermsPolling} defaultCurrency={shell.auth.defaultCurrency} oneTapEnv={options.oneTapEnv} fetch={options.fetch} storage={options.storage === undefined ? memoryStorage() : options.storage}>
        <Outlet />
        <LocationProbe />
      </SessionProvider>
    );
  }
  let shellLoads = 0;
  const routes: RouteObject[] = [
    {
      id: 'lng',
      path: '/:lng',
      loader: () => {
        shellLoads++;
        options.onShellLoad?.();
        // The shell reads the cookie again, as the real loader does.
        isSignedIn = options.isSignedIn ?? /(^|;\s*)user_token=[^;]+/.test(document.cookie);
        return shellData();
      },
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.href === nextUrl.href,
      element: <Shell />,
      children: [
        { id: options.routeId, path: options.routePath, element: page, handle: { route: findRoute(options.routeId) } },
        ...[
          { id: 'home', index: true, element: <h1>Home</h1>, handle: { route: findRoute('home') } },
          { id: 'office-history', path: 'office/history', element: <h1>History</h1>, handle: { route: findRoute('office-history') } },
          { id: 'other', path: '*', element: <h1>Other page</h1> },
        ].filter((route) => route.id !== options.routeId),
      ] as RouteObject[],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [options.path] });
  return { router, analytics, element: <RouterProvider router={router} />, shellLoads: () => shellLoads };
}
