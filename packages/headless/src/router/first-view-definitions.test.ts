// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTES, findRoute, screenOf } from '../routes/route-table.ts';
import { FIRST_VIEW_ROUTES_ELEMENT_ID, firstViewRoutesScript, readFirstViewRoutes } from './first-view-definitions.ts';

const page = (html: string) => {
  document.body.innerHTML = html;
  return readFirstViewRoutes();
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('first view route definitions', () => {
  it('read back as the route table has them, param patterns and screen included, for every route', () => {
    const withScreen = (route: (typeof ROUTES)[number]) => ({ ...route, screen: screenOf(route) });
    for (const route of ROUTES) expect(page(firstViewRoutesScript([withScreen(route)], undefined)), route.id).toEqual([withScreen(route)]);
    // The browser builds its first view from these: the screens the server showed, by the server's own map.
    expect(page(firstViewRoutesScript([withScreen(findRoute('casino-game')!), withScreen(findRoute('block-ua')!)], undefined))?.map((route) => route.screen)).toEqual(['casino-game', 'status']);
    const landing = page(firstViewRoutesScript([withScreen(findRoute('first-bonus-landing')!)], undefined))?.[0];
    const rule = landing?.params?.landingSlug;
    expect(rule && 'pattern' in rule && rule.pattern.test('landing-spring')).toBe(true);
    expect(rule && 'pattern' in rule && rule.pattern.test('spring')).toBe(false);
  });

  it('are JSON the browser never runs, with `<` escaped and the nonce kept to its characters', () => {
    const script = firstViewRoutesScript([{ id: 'x</script><script>alert(1)', path: 'x', layout: 'main', section: 'home', screen: 'pending' }], 'n1"><b');
    expect(script).toMatch(new RegExp(`^<script type="application/json" id="${FIRST_VIEW_ROUTES_ELEMENT_ID}" nonce="n1b">`));
    expect(script).not.toContain('</script><script>');
    expect(page(script)?.[0]?.id).toBe('x</script><script>alert(1)');
    expect(firstViewRoutesScript([], 'n1')).toBe('');
  });

  it('are none when the page has no script, or one that is not JSON or not route definitions (the browser loads the table)', () => {
    expect(page('<main></main>')).toBeUndefined();
    expect(page(`<script type="application/json" id="${FIRST_VIEW_ROUTES_ELEMENT_ID}">[{"id":</script>`)).toBeUndefined();
    expect(page(`<script type="application/json" id="${FIRST_VIEW_ROUTES_ELEMENT_ID}">{"id":"home"}</script>`)).toBeUndefined();
    expect(page(`<script type="application/json" id="${FIRST_VIEW_ROUTES_ELEMENT_ID}">[]</script>`)).toBeUndefined();
    expect(page(`<script type="application/json" id="${FIRST_VIEW_ROUTES_ELEMENT_ID}">[{"id":"home","path":"","layout":"nowhere","section":"home","screen":"home"}]</script>`)).toBeUndefined();
    // Without the screen it showed, the browser could not build the route without the table.
    expect(page(`<script type="application/json" id="${FIRST_VIEW_ROUTES_ELEMENT_ID}">[{"id":"home","path":"","layout":"main","section":"home"}]</script>`)).toBeUndefined();
  });
});
