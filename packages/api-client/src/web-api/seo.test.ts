import { describe, expect, it } from 'vitest';
import { createHttpClient } from '@bf/api-client/http';
import { createSeoApi, LONG_TERM_SPORT, SEO_CONTENT_PATH, SEO_PAGE_PATH, seoSportsMap, seoStyleOf } from '@bf/api-client/web-api/seo';
import { fakeFetch, json } from '../testing/fake-api.ts';

const page = { path: '/', lang: 'en', title: 'Home', description: 'Bets', metaRobots: 'index', hierarchyMetaRobots: '', metas: [{ name: 'keywords', content: 'bets' }], customCanonical: { mode: 'mirror', domain: 'mirror.example' } };
const setup = (answer: () => Response) => {
  const fake = fakeFetch(answer);
  return { api: createSeoApi(createHttpClient({ baseUrl: '', fetch: fake.fetch })), ...fake };
};

describe('the SEO calls (CALL-031, SEO-001 to SEO-004)', () => {
  it('asks GET /web-api/seo/v1/page?path=&lang= and reads the page\'s SEO data (SEO-001, SEO-002)', async () => {
    const { api, calls } = setup(() => json(page));
    await expect(api.getPage('/home/live', 'de')).resolves.toEqual(page);
    expect(SEO_PAGE_PATH).toBe('/web-api/seo/v1/page');
    expect(calls[0]).toMatchObject({ method: 'GET' });
    expect(calls[0]!.url).toBe('/web-api/seo/v1/page?path=%2Fhome%2Flive&lang=de');
  });

  it('refuses page data whose shape is wrong: an unknown canonical mode, a meta name that is not a name, huge texts', async () => {
    for (const broken of [
      { ...page, customCanonical: { mode: 'javascript' } },
      { ...page, metas: [{ name: 'http-equiv="refresh"', content: '0' }] },
      { ...page, metas: [{ name: '1x', content: 'a' }] },
      { ...page, title: 'x'.repeat(301) },
      { ...page, metas: Array.from({ length: 31 }, (_, i) => ({ name: `m${i}`, content: '' })) },
      { ...page, metaRobots: undefined },
    ]) {
      await expect(setup(() => json(broken)).api.getPage('/', 'en')).rejects.toMatchObject({ statusCode: 502 });
    }
  });

  it('reads the SEO text as blocks and its style; a block with an unsafe link is refused (SEO-003)', async () => {
    const content = { path: '/', lang: 'en', style: 'columns', blocks: [{ type: 'paragraph', content: [{ text: 'See ' }, { text: 'live', href: '/home/live' }] }] };
    const { api, calls } = setup(() => json(content));
    await expect(api.getContent('/', 'en')).resolves.toEqual(content);
    expect(calls[0]!.url).toBe(`${SEO_CONTENT_PATH}?path=%2F&lang=en`);
    const hostile = { ...content, blocks: [{ type: 'paragraph', content: [{ text: 'x', href: 'javascript:alert(1)' }] }] };
    await expect(setup(() => json(hostile)).api.getContent('/', 'en')).rejects.toMatchObject({ statusCode: 502 });
    await expect(setup(() => json({ ...content, blocks: [{ type: 'html', html: '<b>x</b>' }] })).api.getContent('/', 'en')).rejects.toMatchObject({ statusCode: 502 });
  });

  it('draws only the whitelisted styles: plain and columns; anything else is plain', () => {
    expect(seoStyleOf('columns')).toBe('columns');
    expect(seoStyleOf('plain')).toBe('plain');
    expect(seoStyleOf('color:red;background:url(x)')).toBe('plain');
  });

  it('adds the fixed long-term entry to the sports map: id 0, slug long-term (SEO-004)', () => {
    const map = seoSportsMap([{ id: 1, slug: 'football', name: 'Football' }, { id: 4, slug: 'tennis', name: 'Tennis' }], 'Long-term bets');
    expect(LONG_TERM_SPORT).toEqual({ id: 0, slug: 'long-term' });
    expect([...map.keys()]).toEqual([1, 4, 0]);
    expect(map.get(0)).toEqual({ id: 0, slug: 'long-term', name: 'Long-term bets' });
    expect(map.get(1)?.name).toBe('Football');
    // An answer that has the entry already keeps its own.
    expect(seoSportsMap([{ id: 0, slug: 'long-term', name: 'Outrights' }], 'Long-term bets').get(0)?.name).toBe('Outrights');
    expect(seoSportsMap([], 'Long-term bets').size).toBe(1);
  });
});
