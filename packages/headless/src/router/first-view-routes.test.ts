import { describe, expect, it } from 'vitest';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { addRestOfRoutes, patchRestOfRoutesOnce, routesOnlyFor } from './first-view-routes.ts';

const ok = () => null;

/** The shape of the apps' table: `/` (with its language-picking index), `/:lng`, layouts, pages, the 404 page. */
function table(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      children: [
        { index: true, loader: ok },
        {
          id: 'lng',
          path: ':lng',
          loader: ok,
          children: [
            {
              id: 'layout-main',
              children: [
                { id: 'home', index: true, loader: ok },
                { id: 'sports-section', path: ':pageType/:section/:menuSection?/:sport?', loader: ok },
                { id: 'not-found', path: '*', loader: ok },
              ],
            },
            { id: 'layout-office', children: [{ id: 'office-settings', path: 'office/settings', loader: ok }] },
          ],
        },
      ],
    },
  ];
}

const ids = (routes: readonly RouteObject[]): string[] => routes.flatMap((route) => [route.id ?? `(index)`, ...ids(route.children ?? [])]);

describe('routesOnlyFor', () => {
  it("keeps the rendered routes and their parents, nothing else: home's branch is root, lng, the main layout and home", () => {
    expect(ids(routesOnlyFor(table(), new Set(['lng', 'home'])))).toEqual(['root', '(index)', 'lng', 'layout-main', 'home']);
  });

  it('keeps the same page objects (a lazy page loaded before hydration stays loaded)', () => {
    const full = table();
    const page = full[0]!.children![1]!.children![1]!.children![0]!;
    const shown = routesOnlyFor(full, new Set(['office-settings']));
    expect(shown[0]!.children![1]!.children![0]!.children![0]).toBe(page);
  });

  it("keeps only the index of `/` when no route is named (a path without parameters is not looked for again)", () => {
    expect(ids(routesOnlyFor(table(), new Set(['nowhere'])))).toEqual(['root', '(index)']);
  });
});

describe('addRestOfRoutes', () => {
  it('patches only the parents that miss children, each with all of its children', () => {
    const full = table();
    const calls: Array<[string | null, string[]]> = [];
    addRestOfRoutes(full, routesOnlyFor(full, new Set(['lng', 'home'])), (parent, children) => calls.push([parent, children.map((c) => c.id ?? '(index)')]));
    expect(calls).toEqual([
      ['lng', ['layout-main', 'layout-office']],
      ['layout-main', ['home', 'sports-section', 'not-found']],
    ]);
  });
});

describe('a router started with the first view only', () => {
  function start(path: string, rendered: string[]) {
    const full = table();
    const shown = routesOnlyFor(full, new Set(rendered));
    return createMemoryRouter(shown, {
      initialEntries: [path],
      hydrationData: { loaderData: Object.fromEntries(rendered.map((id) => [id, null])) },
      patchRoutesOnNavigation: patchRestOfRoutesOnce(async () => full, shown),
    });
  }
  const matched = (router: ReturnType<typeof start>) => router.state.matches.map((match) => match.route.id);

  it('hydrates home with home matched', () => {
    const router = start('/en', ['lng', 'home']);
    expect(matched(router)).toEqual(['root', 'lng', 'layout-main', 'home']);
  });

  it('navigates from home to a page of another layout, to a sports section, to an unknown path and back home', async () => {
    const router = start('/en', ['lng', 'home']);
    await router.navigate('/en/office/settings');
    expect(matched(router)).toEqual(['root', 'lng', 'layout-office', 'office-settings']);
    await router.navigate('/en/home/live/football');
    expect(matched(router)).toEqual(['root', 'lng', 'layout-main', 'sports-section']);
    expect(router.state.matches.at(-1)?.params).toMatchObject({ lng: 'en', pageType: 'home', section: 'live', menuSection: 'football' });
    await router.navigate('/en/no/such/page/here/at/all');
    expect(matched(router)).toEqual(['root', 'lng', 'layout-main', 'not-found']);
    await router.navigate('/en');
    expect(matched(router)).toEqual(['root', 'lng', 'layout-main', 'home']);
    // Each route once: the patches added no second copy of a route the first view had.
    expect(ids(router.routes).sort()).toEqual(['0-0', 'home', 'layout-main', 'layout-office', 'lng', 'not-found', 'office-settings', 'root', 'sports-section']);
  });

  it('finds the page the language picker sends to from `/`', async () => {
    const router = start('/en/office/settings', ['lng', 'office-settings']);
    await router.navigate('/');
    expect(router.state.matches.map((match) => match.route.index === true)).toEqual([false, true]);
  });
});

describe('the rest of the table, loaded with the first navigation', () => {
  function start(load: () => Promise<readonly RouteObject[]>) {
    const shown = routesOnlyFor(table(), new Set(['lng', 'home']));
    return createMemoryRouter(shown, { initialEntries: ['/en'], hydrationData: { loaderData: { lng: null, home: null } }, patchRoutesOnNavigation: patchRestOfRoutesOnce(load, shown) });
  }
  const matched = (router: ReturnType<typeof start>) => router.state.matches.map((match) => match.route.id);

  it('is loaded once for two navigations that start together, and not again after', async () => {
    let loads = 0;
    const router = start(async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return table();
    });
    await Promise.all([router.navigate('/en/office/settings'), router.fetch('f', 'home', '/en/home/live')]);
    await router.navigate('/en/home/live');
    expect(matched(router)).toEqual(['root', 'lng', 'layout-main', 'sports-section']);
    expect(loads).toBe(1);
  });

  it('is added by the navigation that replaced the one that started the load (after registration: Continue while a redirect was on its way)', async () => {
    let loads = 0;
    let release: () => void = () => {};
    const router = start(async () => {
      loads += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return table();
    });
    // The first navigation starts the load and is replaced before it came: react-router ignores the routes an
    // aborted navigation patches, so the second one must add them itself, not find the load "done".
    const first = router.navigate('/en/home/live');
    await Promise.resolve();
    const second = router.navigate('/en/office/settings');
    release();
    await Promise.all([first, second]);
    expect(router.state.errors).toBeNull();
    expect(matched(router)).toEqual(['root', 'lng', 'layout-office', 'office-settings']);
    await router.navigate('/en/home/live');
    expect(matched(router)).toEqual(['root', 'lng', 'layout-main', 'sports-section']);
    expect(loads).toBe(1);
  });

  it('is loaded again by the next navigation when the first load failed (a chunk that did not come)', async () => {
    let loads = 0;
    const router = start(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk failed');
      return table();
    });
    await router.navigate('/en/office/settings');
    expect(matched(router)).not.toEqual(['root', 'lng', 'layout-office', 'office-settings']);
    await router.navigate('/en/office/settings');
    expect(matched(router)).toEqual(['root', 'lng', 'layout-office', 'office-settings']);
    expect(loads).toBe(2);
  });
});
