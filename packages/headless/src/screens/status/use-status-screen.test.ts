import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';
import { dateFormatter } from '../../i18n/date-format.ts';
import { maintenanceModel, statusModel } from '@bf/headless/screens/status';
import { notFoundModel, serverErrorModel } from '@bf/headless/screens/error';
import { pendingModel } from '@bf/headless/screens/pending';
import { debugModel } from '@bf/headless/screens/debug';

const english = async () => createI18n('en', await loadMessages('en')).t;

describe('status, error, pending and debug models', () => {
  it('gives each status page its own text: a suspension is not a regional block', async () => {
    const t = await english();
    expect(statusModel(t, 'Account suspended', { routeId: 'suspension', lng: 'en' }).text).toBe(
      'Your account is suspended. Your balance is safe, but you cannot play until the suspension ends. Contact support for the details.',
    );
    expect(statusModel(t, 'Access restricted', { routeId: 'block-ua', lng: 'en' }).text).toBe('The site is not available in your region. Contact support if you think this is a mistake.');
    expect(statusModel(t, 'Access restricted', { routeId: 'block', lng: 'en' }).text).toMatch(/^Your account has been restricted/);
    expect(statusModel(t, 'Site update in progress', { routeId: 'site-updates', lng: 'en' })).toEqual({ tone: 'warning', title: 'Site update in progress', text: 'We are updating the site. Please come back a little later.' });
  });

  it('offers a banned or blocked player sign-out and support on the ban, block and suspension pages', async () => {
    const t = await english();
    let logouts = 0;
    const session = { isSignedIn: true, isLoggingOut: false, logout: () => void logouts++ };
    for (const routeId of ['block', 'block-ua', 'block-ie', 'suspension']) {
      const model = statusModel(t, 'Access restricted', { routeId, lng: 'de', session });
      expect(model.support, routeId).toEqual({ label: 'Contact support', href: '/de/information/contacts' });
      expect(model.signOut, routeId).toMatchObject({ label: 'Log out', isBusy: false });
      model.signOut!.onPress();
    }
    expect(logouts).toBe(4);
    // A visitor has nothing to sign out of; the support link stays.
    const visitorModel = statusModel(t, 'Access restricted', { routeId: 'block', lng: 'en', session: { ...session, isSignedIn: false } });
    expect(visitorModel.support).toEqual({ label: 'Contact support', href: '/en/information/contacts' });
    expect(visitorModel).not.toHaveProperty('signOut');
    expect(statusModel(t, 'Coming soon', { routeId: 'coming-soon', lng: 'en', session })).not.toHaveProperty('signOut');
  });

  it('says when maintenance ends, in UTC, only for a valid date', async () => {
    const t = await english();
    const format = dateFormatter('en', 'dateTime', { timeZone: 'UTC' });
    expect(maintenanceModel(t, format, '2026-11-27T18:00:00Z').until).toBe('Expected to finish at Nov 27, 2026, 6:00 PM');
    expect(maintenanceModel(t, format, 'not a date').until).toBeUndefined();
    expect(maintenanceModel(t, format, null)).toEqual({ tone: 'warning', title: 'Technical maintenance', text: 'The site is being updated. Your bets and balance are safe. Please come back a little later.' });
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
