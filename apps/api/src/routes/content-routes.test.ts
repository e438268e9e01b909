import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { handleError } from '../http/error-handlers.ts';
import { CONTENT_PAGES_PATH, contentRoutes } from './content-routes.ts';

const app = new Hono().route('/', contentRoutes());
app.onError(handleError);
const get = (path: string) => app.request(`${CONTENT_PAGES_PATH}/${path}`);

describe('GET information pages', () => {
  it('answers a page as blocks in the language asked for', async () => {
    const response = await get('contacts?lang=ru');
    expect(response.status).toBe(200);
    const page = (await response.json()) as { slug: string; lang: string; title: string; blocks: { type: string; id?: string; items?: { href?: string }[][] }[] };
    expect(page).toMatchObject({ slug: 'contacts', lang: 'ru', title: 'Контакты' });
    expect(page.blocks[0]).toEqual({ type: 'heading', text: 'Служба поддержки', id: 'support' });
    expect(page.blocks.flatMap((block) => block.items ?? []).flat().map((run) => run.href)).toContain('mailto:support@betfront.example');
  });

  it('falls back to English for a language the page is not written in, and says so', async () => {
    const page = (await (await get('about?lang=de')).json()) as { lang: string; title: string };
    expect(page).toMatchObject({ lang: 'en', title: 'About us' });
  });

  it('has every page the route table links: the information pages and the rules the terms name', async () => {
    for (const slug of ['contacts', 'about', 'howbet', 'cookies', 'licenses', 'taxation', 'consent', 'simpleidentification', 'amlkyc', 'amlpolicy', 'disputeresolution', 'kycpolicy', 'responsiblegaming', 'rules-general', 'rules-betting', 'rules-privacy']) {
      expect((await get(`${slug}?lang=en`)).status, slug).toBe(200);
    }
  });

  it('answers 404 for an unknown page and 400 for a malformed slug or language', async () => {
    expect((await get('nope')).status).toBe(404);
    expect((await get('..%2Fsecrets')).status).toBe(400);
    expect((await get('contacts?lang=%3Cx%3E')).status).toBe(400);
  });
});
