import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES, findRoute } from './route-table.ts';
import { routeLinksSource } from './route-links-source.ts';
import { routeAvailability, routeHref } from './route-links.ts';

describe('route links (the first load builds links without the route table)', () => {
  it('are generated from the route table as it is (`npm run routes:links` writes them again)', () => {
    expect(readFileSync(new URL('./route-links.generated.ts', import.meta.url), 'utf8')).toBe(routeLinksSource());
  });

  it('build the href of every route of the table from its path', () => {
    expect(routeHref('office-recharge', 'en')).toBe('/en/office/recharge');
    expect(routeHref('home', 'de')).toBe('/de');
    expect(routeHref('sports-section', 'en', { pageType: 'home', section: 'live' })).toBe('/en/home/live');
    expect(routeHref('rules', 'en', { ruleGroup: 'general', chapter: 'a b' })).toBe('/en/rules/general/a%20b');
    expect(() => routeHref('rules', 'en')).toThrow('route rules needs param ruleGroup');
    expect(() => routeHref('no-such-route', 'en')).toThrow('unknown route no-such-route');
    expect(ROUTES).toHaveLength(154);
  });

  it("give each route the availability number its guard checks (toto 3, news 9, login's 72 nowhere)", () => {
    expect(routeAvailability('toto')).toBe(3);
    expect(routeAvailability('news')).toBe(9);
    expect(routeAvailability('home')).toBeUndefined();
    for (const route of ROUTES) expect(routeAvailability(route.id), route.id).toBe(findRoute(route.id)?.guards?.availability);
  });
});
