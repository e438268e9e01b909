import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { seoContentSchema, seoPageSchema, seoSportsMapSchema } from '@bf/api-client/schemas/seo';
import { handleError } from '../http/error-handlers.ts';
import { seoRoutes } from './seo-routes.ts';

const app = new Hono().route('/', seoRoutes());
app.onError(handleError);
const get = (path: string) => app.request(path);

describe('the SEO service (CALL-031, SEO-001 to SEO-004)', () => {
  it('answers home\'s page SEO data by path and language, in the api-client\'s shape (SEO-001, SEO-002)', async () => {
    const response = await get('/web-api/seo/v1/page?path=/&lang=en');
    expect(response.status).toBe(200);
    const page = seoPageSchema.parse(await response.json());
    expect(page).toMatchObject({ path: '/', lang: 'en', title: 'Sports betting online: live and pre-match odds · BetFront', metaRobots: 'index, follow', hierarchyMetaRobots: '', customCanonical: null });
    expect(page.description).toContain('Bet on football');
    expect(page.metas).toEqual([{ name: 'keywords', content: 'sports betting, live betting, odds' }]);
    expect(seoPageSchema.parse(await (await get('/web-api/seo/v1/page?path=/&lang=ru')).json()).title).toBe('Ставки на спорт онлайн: live и прематч · BetFront');
    // The casino lobby's canonical: mode url, a path of this site.
    expect(seoPageSchema.parse(await (await get('/web-api/seo/v1/page?path=/casino&lang=de')).json()).customCanonical).toEqual({ mode: 'url', targetUrl: '/en/casino' });
  });

  it('gives other pages empty texts, and the section\'s robots to every page under it (hierarchyMetaRobots)', async () => {
    const other = seoPageSchema.parse(await (await get('/web-api/seo/v1/page?path=/results&lang=en')).json());
    expect(other).toMatchObject({ title: '', description: '', hierarchyMetaRobots: '' });
    const game = seoPageSchema.parse(await (await get('/web-api/seo/v1/page?path=/casino/game/21/royal-roulette&lang=en')).json());
    expect(game.hierarchyMetaRobots).toBe('noindex');
    expect(seoPageSchema.parse(await (await get('/web-api/seo/v1/page?path=/office/history&lang=en')).json()).hierarchyMetaRobots).toBe('noindex, nofollow');
  });

  it('titles a sport\'s page from the sports map, the long-term entry included (SEO-004)', async () => {
    expect(seoPageSchema.parse(await (await get('/web-api/seo/v1/page?path=/home/line/football&lang=en')).json()).title).toBe('Football betting: odds and lines · BetFront');
    expect(seoPageSchema.parse(await (await get('/web-api/seo/v1/page?path=/home/line/long-term&lang=en')).json()).title).toBe('Long-term bets betting: odds and lines · BetFront');
    const map = seoSportsMapSchema.parse(await (await get('/web-api/seo/v1/sports-map?lang=de')).json());
    expect(map.sports).toContainEqual({ id: 1, slug: 'football', name: 'Fußball' });
    expect(map.sports).toContainEqual({ id: 0, slug: 'long-term', name: 'Langzeitwetten' });
    expect(map.sports.filter((sport) => sport.id === 0)).toHaveLength(1);
  });

  it('answers the SEO text as blocks with a whitelisted style, never HTML (SEO-003)', async () => {
    const content = seoContentSchema.parse(await (await get('/web-api/seo/v1/content?path=/&lang=en')).json());
    expect(content.style).toBe('columns');
    expect(content.blocks[0]).toMatchObject({ type: 'paragraph' });
    expect(content.blocks[1]).toEqual({ type: 'heading', text: 'Live betting' });
    expect(JSON.stringify(content)).not.toMatch(/<[a-z]/i);
    expect(JSON.stringify(content.blocks)).toContain('"href":"/home/live"');
    // A page without a text: no blocks.
    expect(seoContentSchema.parse(await (await get('/web-api/seo/v1/content?path=/results&lang=en')).json()).blocks).toEqual([]);
  });

  it('refuses a bad path or language with 400, never 500', async () => {
    for (const query of ['', 'path=', 'path=home', 'path=//evil.example', 'path=/a/../b%20c', 'path=/%3Cscript%3E', `path=/${'a'.repeat(600)}`, 'path=/&lang=%3Cx%3E', 'path=/&lang=english-language-x', 'path[]=/']) {
      expect((await get(`/web-api/seo/v1/page?${query}`)).status, query).toBe(400);
      expect((await get(`/web-api/seo/v1/content?${query}`)).status, query).toBe(400);
    }
    expect((await get('/web-api/seo/v1/sports-map?lang=%3Cx%3E')).status).toBe(400);
    // An unknown language is answered in English.
    expect(seoPageSchema.parse(await (await get('/web-api/seo/v1/page?path=/&lang=xx')).json()).lang).toBe('en');
  });
});
