import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';
import { contentHref, contentSlugOf, informationModel } from '@bf/headless/screens/information';

const t = async (lng = 'en') => createI18n(lng, await loadMessages(lng)).t;
const contacts = {
  slug: 'contacts',
  lang: 'en',
  title: 'Contacts',
  blocks: [
    { type: 'heading' as const, text: 'Customer support', id: 'support' },
    { type: 'paragraph' as const, content: [{ text: 'See ' }, { text: 'Dispute resolution', href: '/information/disputeresolution' }, { text: ' or call ' }, { text: '+44 20 7946 0000', strong: true }] },
    { type: 'list' as const, items: [[{ text: 'GamCare', href: 'https://www.gamcare.org.uk' }], [{ text: 'Mail', href: 'mailto:support@betfront.example' }]] },
  ],
};
const inputs = { routeTitle: 'Contacts', lng: 'en', page: undefined, isLoading: true, isMissing: false, isError: false, retry: () => undefined, pathname: '/en/information/contacts' };

describe('information pages', () => {
  it('asks the content service for the route\'s page: information-contacts is contacts, the general rules are rules-general', () => {
    expect(contentSlugOf('information-contacts', undefined)).toBe('contacts');
    expect(contentSlugOf('information-responsiblegaming', undefined)).toBe('responsiblegaming');
    expect(contentSlugOf('rules', 'general')).toBe('rules-general');
    expect(contentSlugOf('rules', '../x')).toBeUndefined();
    expect(contentSlugOf('home', undefined)).toBeUndefined();
  });

  it('puts site links in the page language and keeps https, mailto and tel as they are', () => {
    expect(contentHref('/office/responsible', 'de')).toEqual({ href: '/de/office/responsible', isExternal: false });
    expect(contentHref('https://www.begambleaware.org', 'de')).toEqual({ href: 'https://www.begambleaware.org', isExternal: true });
    expect(contentHref('tel:+442079460000', 'de')).toEqual({ href: 'tel:+442079460000', isExternal: false });
  });

  it('shows the route title and a loading state until the page comes, then its title, blocks and contents', async () => {
    const english = await t();
    const loading = informationModel(english, inputs);
    expect(loading).toMatchObject({ status: 'loading', title: 'Contacts', loadingLabel: 'Loading the page', blocks: [] });
    const ready = informationModel(english, { ...inputs, routeTitle: 'Kontakte', lng: 'de', page: contacts, isLoading: false, pathname: '/de/information/contacts' });
    expect(ready.status).toBe('ready');
    expect(ready.title).toBe('Contacts');
    expect(ready.contents.items).toEqual([{ id: 'support', text: 'Customer support', href: '/de/information/contacts#support' }]);
    expect(ready.blocks[1]).toEqual({
      key: '1',
      type: 'paragraph',
      runs: [
        { key: '1.0', text: 'See ', isStrong: false },
        { key: '1.1', text: 'Dispute resolution', isStrong: false, link: { href: '/de/information/disputeresolution', isExternal: false } },
        { key: '1.2', text: ' or call ', isStrong: false },
        { key: '1.3', text: '+44 20 7946 0000', isStrong: true },
      ],
    });
    // Asked for in German, answered in English: the page says so.
    expect(ready.fallbackNote).toBe('This page is not translated yet and is shown in English.');
    expect(informationModel(english, { ...inputs, page: contacts, isLoading: false }).fallbackNote).toBeUndefined();
  });

  it('tells a missing page from a failed load, and offers a retry', async () => {
    let retries = 0;
    const missing = informationModel(await t(), { ...inputs, isLoading: false, isMissing: true, isError: true });
    expect(missing).toMatchObject({ status: 'missing', errorText: 'This page does not exist.' });
    const failed = informationModel(await t('ru'), { ...inputs, isLoading: false, isError: true, retry: () => void retries++ });
    expect(failed).toMatchObject({ status: 'error', errorText: 'Не удалось загрузить страницу. Проверьте соединение и попробуйте снова.', retry: { label: 'Повторить' } });
    failed.retry.onPress();
    expect(retries).toBe(1);
  });
});
