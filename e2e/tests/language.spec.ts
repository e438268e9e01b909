import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { waitForHydration, watchConsole } from '../support/page-health.ts';

/**
 * The language prefix (spec: S1 §2, S2 §2): path, then the `lng` cookie, then the browser's languages, then
 * the configured default, then English; unknown and hidden languages are replaced; a missing prefix is added.
 */

/** German route titles as the site ships them (the headings of pending pages). */
const germanRoutes = JSON.parse(readFileSync(new URL('../../packages/headless/src/i18n/locales/de/routes.json', import.meta.url), 'utf8')) as Record<string, string>;

async function firstAnswer(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { maxRedirects: 0, headers });
  return { status: response.status(), location: response.headers().location };
}

test.describe('language in the path', () => {
  test('the root picks a language: English without Accept-Language, the browser language with it', async ({ request }) => {
    expect(await firstAnswer(request, '/')).toEqual({ status: 302, location: '/en' });
    expect(await firstAnswer(request, '/', { 'accept-language': 'de-DE,de;q=0.9' })).toEqual({ status: 302, location: '/de' });
    // Quality order counts, and unknown languages are skipped.
    expect(await firstAnswer(request, '/', { 'accept-language': 'xx, fr;q=0.5, ru;q=0.8' })).toEqual({ status: 302, location: '/ru' });
    // A hidden language is not offered to a visitor from the browser's list either.
    expect(await firstAnswer(request, '/', { 'accept-language': 'it' })).toEqual({ status: 302, location: '/en' });
  });

  test('the lng cookie beats Accept-Language', async ({ request }) => {
    expect(await firstAnswer(request, '/', { 'accept-language': 'de-DE,de;q=0.9', cookie: 'lng=fr' })).toEqual({ status: 302, location: '/fr' });
    expect(await firstAnswer(request, '/news', { 'accept-language': 'de', cookie: 'lng=ru' })).toEqual({ status: 302, location: '/ru/news' });
    // A cookie naming an unknown language is ignored.
    expect(await firstAnswer(request, '/', { 'accept-language': 'de', cookie: 'lng=xx' })).toEqual({ status: 302, location: '/de' });
  });

  test('an unknown prefix is replaced and a missing one is added, keeping the query', async ({ request }) => {
    expect(await firstAnswer(request, '/xx/news')).toEqual({ status: 302, location: '/en/news' });
    expect(await firstAnswer(request, '/multi')).toEqual({ status: 302, location: '/en/multi' });
    expect(await firstAnswer(request, '/multi?a=1&b=two')).toEqual({ status: 302, location: '/en/multi?a=1&b=two' });
    expect(await firstAnswer(request, '/xx/news?page=2', { 'accept-language': 'de' })).toEqual({ status: 302, location: '/de/news?page=2' });
    // The path language wins over everything else.
    expect(await firstAnswer(request, '/fr/news', { 'accept-language': 'de', cookie: 'lng=ru' })).toEqual({ status: 200, location: undefined });
  });

  test('the hidden language it is for visitors with a ua cookie only', async ({ request }) => {
    expect(await firstAnswer(request, '/it/news')).toEqual({ status: 302, location: '/en/news' });
    expect(await firstAnswer(request, '/it/news?x=1', { 'accept-language': 'de' })).toEqual({ status: 302, location: '/de/news?x=1' });
    expect(await firstAnswer(request, '/it/news', { cookie: 'ua=1' })).toEqual({ status: 200, location: undefined });
    const page = await request.get('/it/news', { headers: { cookie: 'ua=1' } });
    expect(await page.text()).toMatch(/<html lang="it"/);
  });
});

test.describe('language switcher', () => {
  test('switching to German navigates client-side, translates the page and is remembered', async ({ page, context }) => {
    const issues = watchConsole(page);
    await page.goto('/en/news');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest()) documents.push(r.url());
    });

    const switcher = page.getByRole('combobox', { name: 'Change language' });
    await expect(switcher).toHaveValue('en');
    await switcher.selectOption('de');

    await expect(page).toHaveURL(/\/de\/news$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(germanRoutes.news!);
    // The switcher itself now speaks German.
    await expect(page.getByRole('combobox', { name: 'Sprache ändern' })).toHaveValue('de');
    // Client-side: the same document, no page load.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(documents).toEqual([]);
    expect((await context.cookies()).find((c) => c.name === 'lng')?.value).toBe('de');

    // A fresh visit to the root lands on German.
    const response = await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/de');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(issues.take()).toEqual([]);
  });

  test('the switcher offers only the languages a visitor may use', async ({ page }) => {
    await page.goto('/en');
    const options = page.getByRole('combobox', { name: 'Change language' }).getByRole('option');
    const values = await options.evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value));
    expect(values).toContain('de');
    expect(values).toContain('en');
    expect(values).not.toContain('it');
  });
});
