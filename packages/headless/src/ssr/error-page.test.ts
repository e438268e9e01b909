import { describe, expect, it } from 'vitest';
import { serverErrorPageHtml } from './error-page.ts';

const TEXTS = { title: 'Something went wrong', text: 'We could not open this page.', reload: 'Reload the page', home: 'Go to the home page' };

describe('the server\'s 500 page (ERR-008)', () => {
  it('is a real page in the visitor\'s language with the page asked for and home', () => {
    const html = serverErrorPageHtml('en', TEXTS, '/en/live?x=1');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Something went wrong</h1>');
    expect(html).toContain('href="/en/live?x=1">Reload the page</a>');
    expect(html).toContain('href="/en">Go to the home page</a>');
    expect(html).not.toContain('<script');
  });

  it('never links to another site from the path', () => {
    expect(serverErrorPageHtml('en', TEXTS, '//evil.example/x')).toContain('href="/en">Reload the page</a>');
  });
});
