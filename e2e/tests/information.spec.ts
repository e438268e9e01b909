import { expect, test } from '@playwright/test';
import { waitForHydration, watchConsole } from '../support/page-health.ts';

/**
 * Information pages (ROUTE-031 to ROUTE-033) come from the content service as blocks: the server renders them with
 * their text, links inside the site stay in the page's language and open client-side, a page not written in the
 * language is shown in English with a note, and the rules the terms name exist.
 */

test('contacts: the server renders the text, and the support address is a mail link', async ({ page }) => {
  await page.goto('/en/information/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Customer support' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@betfront.example' })).toHaveAttribute('href', 'mailto:support@betfront.example');
});

test('a site link in a page keeps the language and opens without a reload; an outside link opens in a new tab', async ({ page }) => {
  const issues = watchConsole(page);
  await page.goto('/ru/information/contacts');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.getByRole('article').getByRole('link', { name: 'Ответственная игра' }).click();
  await expect(page).toHaveURL(/\/ru\/information\/responsiblegaming$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ответственная игра' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  const gamcare = page.getByRole('link', { name: 'GamCare' });
  await expect(gamcare).toHaveAttribute('target', '_blank');
  await expect(gamcare).toHaveAttribute('rel', 'noopener noreferrer');
  expect(issues.take()).toEqual([]);
});

test('a page not written in German is shown in English, and says so', async ({ page }) => {
  await page.goto('/de/information/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page.getByText('Diese Seite ist noch nicht übersetzt und wird auf Englisch angezeigt.')).toBeVisible();
});

test('the rules the changed terms link to are real pages, with the anchors they point at', async ({ page }) => {
  await page.goto('/en/rules/betting');
  await expect(page.getByRole('heading', { level: 1, name: 'Betting rules' })).toBeVisible();
  await expect(page.locator('#settlement')).toHaveText('Settlement');
  await page.goto('/en/rules/nothing-here');
  await expect(page.getByText('This page does not exist.')).toBeVisible();
});
