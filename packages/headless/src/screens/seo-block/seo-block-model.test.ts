import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';
import { seoBlockModel } from '@bf/headless/screens/seo-block';
import type { SeoContent } from '@bf/api-client/web-api/seo';

const t = async (lng = 'en') => createI18n(lng, await loadMessages(lng)).t;
const content: SeoContent = {
  path: '/',
  lang: 'en',
  style: 'columns',
  blocks: [
    { type: 'paragraph', content: [{ text: 'BetFront is a sports betting site.' }] },
    { type: 'heading', text: 'Live betting' },
    { type: 'paragraph', content: [{ text: 'See the ' }, { text: 'live list', href: '/home/live' }] },
  ],
};
const inputs = { content, lng: 'de', isHidden: false, isExpanded: false, toggle: () => undefined };

describe('the SEO block (SEO-003, ROUTE-070)', () => {
  it('shows the lead and offers "Show more" for the rest, with site links in the page language', async () => {
    const model = seoBlockModel(await t(), inputs)!;
    expect(model.heading).toBe('About');
    expect(model.style).toBe('columns');
    expect(model.lead).toHaveLength(1);
    expect(model.more.map((block) => block.type)).toEqual(['heading', 'paragraph']);
    expect(model.more[1]).toMatchObject({ type: 'paragraph', runs: [{ text: 'See the ' }, { text: 'live list', link: { href: '/de/home/live', isExternal: false } }] });
    expect(model.isExpanded).toBe(false);
    expect(model.toggle).toMatchObject({ label: 'Show more', isExpanded: false, controls: model.moreId });
  });

  it('says "Show less" once open, and the toggle asks to flip', async () => {
    const toggle = vi.fn();
    const model = seoBlockModel(await t('ru'), { ...inputs, isExpanded: true, toggle })!;
    expect(model).toMatchObject({ heading: 'О сайте', isExpanded: true, toggle: { label: 'Свернуть', isExpanded: true } });
    model.toggle!.onPress();
    expect(toggle).toHaveBeenCalledTimes(1);
    expect(seoBlockModel(await t('ru'), inputs)!.toggle!.label).toBe('Показать больше');
  });

  it('has no toggle when the text is one paragraph, and draws an unknown style as plain', async () => {
    const model = seoBlockModel(await t(), { ...inputs, content: { ...content, style: 'font-size:99px', blocks: [content.blocks[0]!] } })!;
    expect(model.style).toBe('plain');
    expect(model.more).toEqual([]);
    expect(model.toggle).toBeUndefined();
  });

  it('is not there on a route that hides it (game pages), or for a page without SEO text', async () => {
    expect(seoBlockModel(await t(), { ...inputs, isHidden: true })).toBeUndefined();
    expect(seoBlockModel(await t(), { ...inputs, content: undefined })).toBeUndefined();
    expect(seoBlockModel(await t(), { ...inputs, content: { ...content, blocks: [] } })).toBeUndefined();
  });

  it('has its three strings in all eleven languages', async () => {
    for (const lng of ['en', 'ru', 'uk', 'kk', 'az', 'de', 'es', 'pt', 'tr', 'fr', 'it']) {
      const model = seoBlockModel(await t(lng), inputs)!;
      expect(model.heading, lng).not.toMatch(/^seo\./);
      expect(model.toggle!.label, lng).not.toMatch(/^seo\./);
      expect(seoBlockModel(await t(lng), { ...inputs, isExpanded: true })!.toggle!.label, lng).not.toMatch(/^seo\./);
    }
  });
});
