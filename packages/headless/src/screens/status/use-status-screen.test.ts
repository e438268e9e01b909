import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';
import { maintenanceModel, statusModel } from '@bf/headless/screens/status';
import { notFoundModel, serverErrorModel } from '@bf/headless/screens/error';
import { pendingModel } from '@bf/headless/screens/pending';
import { debugModel } from '@bf/headless/screens/debug';

const english = async () => createI18n('en', await loadMessages('en')).t;

describe('status, error, pending and debug models', () => {
  it('gives a status page its route title and the restriction text', async () => {
    expect(statusModel(await english(), 'Site updates')).toEqual({
      tone: 'warning',
      title: 'Site updates',
      text: 'The site is not available in your region or for your account. Contact support if you think this is a mistake.',
    });
  });

  it('says when maintenance ends, in UTC, only for a valid date', async () => {
    const t = await english();
    expect(maintenanceModel(t, 'en', '2026-11-27T18:00:00Z').until).toBe('Expected to finish at Nov 27, 2026, 6:00 PM');
    expect(maintenanceModel(t, 'en', 'not a date').until).toBeUndefined();
    expect(maintenanceModel(t, 'en', null)).toEqual({ tone: 'warning', title: 'Technical maintenance', text: 'The site is being updated. Your bets and balance are safe. Please come back a little later.' });
  });

  it('offers the home page on a 404 and a reload on a server error', async () => {
    const t = await english();
    expect(notFoundModel(t, '/de')).toEqual({ tone: 'error', title: 'This page could not be found', text: 'The address may be mistyped, or the page was moved.', home: { label: 'Go to the home page', href: '/de' } });
    let reloads = 0;
    const error = serverErrorModel(t, () => reloads++);
    expect(error).toMatchObject({ title: 'Something went wrong', reload: { label: 'Reload the page' } });
    error.reload!.onPress();
    expect(reloads).toBe(1);
  });

  it('names the pending section in its notice and links home in the page language', async () => {
    expect(pendingModel(await english(), 'News', 'de')).toEqual({
      title: 'News',
      notice: { title: 'This section is not available yet', text: 'We are still building News. Everything else on the site works as usual.' },
      home: { label: 'Go to the home page', href: '/de' },
    });
  });

  it('lists the route count, language and environment on the debug page', async () => {
    expect(debugModel(await english(), 'Debug', { routeCount: 160, lng: 'en', isProduction: false }).rows).toEqual([
      { id: 'routes', label: 'Routes', value: '160' },
      { id: 'language', label: 'Language', value: 'en' },
      { id: 'environment', label: 'Environment', value: 'development' },
    ]);
  });
});
