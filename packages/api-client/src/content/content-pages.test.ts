import { describe, expect, it } from 'vitest';
import { createHttpClient } from '@bf/api-client/http';
import { contentKeys, createContentApi, CONTENT_PAGES_PATH } from '@bf/api-client/content';
import { fakeFetch, json } from '../testing/fake-api.ts';

const setup = (body: unknown) => {
  const fake = fakeFetch(() => json(body));
  return { api: createContentApi(createHttpClient({ baseUrl: '', fetch: fake.fetch })), ...fake };
};
const page = { slug: 'contacts', lang: 'en', title: 'Contacts', blocks: [{ type: 'paragraph', content: [{ text: 'Mail ' }, { text: 'us', href: 'mailto:support@betfront.example' }] }] };

describe('content pages', () => {
  it('asks for a page by slug and language, and reads its blocks', async () => {
    const { api, calls } = setup(page);
    await expect(api.getPage('contacts', 'en')).resolves.toEqual(page);
    expect(calls[0]?.url).toBe(`${CONTENT_PAGES_PATH}/contacts?lang=en`);
    expect(contentKeys.page('contacts', 'en')).toEqual(['content', 'page', 'contacts', 'en']);
  });

  it('refuses a page whose link is not a site path, https, mailto or tel (502)', async () => {
    for (const href of ['javascript:alert(1)', '//evil.example', 'http://plain.example', 'data:text/html,x']) {
      const bad = { ...page, blocks: [{ type: 'paragraph', content: [{ text: 'x', href }] }] };
      await expect(setup(bad).api.getPage('contacts', 'en')).rejects.toMatchObject({ statusCode: 502 });
    }
    await expect(setup({ ...page, blocks: [{ type: 'html', html: '<b>x</b>' }] }).api.getPage('contacts', 'en')).rejects.toMatchObject({ statusCode: 502 });
  });
});
