// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotifyStore } from './notify-store.ts';
import { checkAdBlock, listenForRemoteNotifications, watchAppVersion, watchMaintenanceNotice } from './shell-checks.ts';
import { isMaintenanceNoticeDue, maintenanceNotice, maintenanceTextLanguage } from './maintenance-window.ts';
import { visibleNotifications } from './notify-rules.ts';

const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
const format = (date: Date) => date.toISOString();

describe('the maintenance window in either naming (MAINT-001 to MAINT-003)', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('reads notify_started_at / notify_ended_at and notifyStartDate / notifyEndDate alike', () => {
    const snake = maintenanceNotice({ isActive: false, web_state: false, started_at: '2026-11-26T02:00:00Z', ended_at: '2026-11-26T04:00:00Z', notify_started_at: '2026-11-25T11:00:00Z', notify_ended_at: '2026-11-26T04:00:00Z' });
    const camel = maintenanceNotice({ isActive: false, web_state: false, started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null, startAt: '2026-11-26T02:00:00Z', finishAt: '2026-11-26T04:00:00Z', notifyStartDate: '2026-11-25T11:00:00Z', notifyEndDate: '2026-11-26T04:00:00Z' });
    expect(camel).toEqual(snake);
    expect(isMaintenanceNoticeDue(snake, now)).toBe(true);
  });

  it('is due from notify start until notify end, not before or after; unparseable dates count as absent', () => {
    const notice = maintenanceNotice({ isActive: false, web_state: false, started_at: null, ended_at: null, notify_started_at: '2026-11-25T12:00:00Z', notify_ended_at: '2026-11-25T13:00:00Z' });
    expect(isMaintenanceNoticeDue(notice, new Date('2026-11-25T11:59:59Z'))).toBe(false);
    expect(isMaintenanceNoticeDue(notice, new Date('2026-11-25T12:00:00Z'))).toBe(true);
    expect(isMaintenanceNoticeDue(notice, new Date('2026-11-25T13:00:00Z'))).toBe(false);
    expect(maintenanceNotice({ isActive: false, web_state: false, started_at: null, ended_at: null, notify_started_at: 'not a date', notify_ended_at: null })).toBeUndefined();
  });

  it('uses the Russian text for az, kk, uk and ru and the English one for the others (MAINT-005, MAINT-006)', () => {
    expect(['az', 'kk', 'uk', 'ru'].map(maintenanceTextLanguage)).toEqual(['ru', 'ru', 'ru', 'ru']);
    expect(['en', 'de', 'es', 'pt', 'tr', 'fr', 'it'].map(maintenanceTextLanguage)).toEqual(['en', 'en', 'en', 'en', 'en', 'en', 'en']);
  });
});

describe('watchMaintenanceNotice (MAINT-004)', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('shows a sticky, closable warning in the maintenance group inside the window and closes it at notify end', async () => {
    const store = createNotifyStore();
    const fetchFn = vi.fn(() => json({ notifyStartDate: '2026-11-25T11:00:00Z', notifyEndDate: '2026-11-25T12:30:00Z', startAt: '2026-11-25T13:00:00Z', finishAt: '2026-11-25T14:00:00Z' }));
    watchMaintenanceNotice({ store, fetch: fetchFn as unknown as typeof fetch, format });
    await vi.waitFor(() => expect(store.state.items).toHaveLength(1));
    expect(store.state.items[0]).toMatchObject({ group: 'maintenance', type: 'warning', isSticky: true, isClosable: true, text: 'notify.maintenance.textWindow', values: { start: '2026-11-25T13:00:00.000Z', end: '2026-11-25T14:00:00.000Z' } });
    vi.advanceTimersByTime(30 * 60_000);
    expect(store.state.items).toHaveLength(0);
  });

  it('waits for notify start when it is still ahead', async () => {
    const store = createNotifyStore();
    const fetchFn = vi.fn(() => json({ notify_started_at: '2026-11-25T12:05:00Z' }));
    watchMaintenanceNotice({ store, fetch: fetchFn as unknown as typeof fetch, format });
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect(store.state.items).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(store.state.items).toHaveLength(1);
  });

  it('shows nothing outside the window', async () => {
    const store = createNotifyStore();
    const fetchFn = vi.fn(() => json({ notify_started_at: '2026-11-25T10:00:00Z', notify_ended_at: '2026-11-25T11:00:00Z' }));
    watchMaintenanceNotice({ store, fetch: fetchFn as unknown as typeof fetch, format });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchFn).toHaveBeenCalledOnce();
    expect(store.state.items).toHaveLength(0);
  });
});

describe('watchAppVersion (S2 §4 app version, §9 60000 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks every 60 s and raises the update notice with a reload action when the version changes', async () => {
    const store = createNotifyStore();
    const versions = ['a', 'a', 'b'];
    const fetchFn = vi.fn(() => json({ version: versions.shift() ?? 'b' }));
    watchAppVersion({ store, fetch: fetchFn as unknown as typeof fetch });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(store.state.items).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(store.state.items[0]).toMatchObject({ type: 'warning', title: 'notify.update.title', action: 'reload', isSticky: true });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchFn).toHaveBeenCalledTimes(3);
  });
});

describe('checkAdBlock (SHELL-009)', () => {
  it('raises a closable notice titled for the ad blocker when the bait is hidden, and removes the bait', () => {
    const store = createNotifyStore();
    checkAdBlock({ store, document, isHidden: () => true });
    expect(visibleNotifications(store.state.items)[0]).toMatchObject({ title: 'notify.adBlock.title', text: 'notify.adBlock.text', isClosable: true });
    expect(document.querySelector('.adsbox')).toBeNull();
  });

  it('stays quiet when the bait is shown', () => {
    const store = createNotifyStore();
    checkAdBlock({ store, document, isHidden: () => false });
    expect(store.state.items).toHaveLength(0);
  });
});

describe('listenForRemoteNotifications', () => {
  it('raises a checked notification from a bf:notify event, with the default title when none is given', () => {
    const store = createNotifyStore();
    const target = new EventTarget();
    const stop = listenForRemoteNotifications(store, target);
    target.dispatchEvent(new CustomEvent('bf:notify', { detail: { type: 'success', text: 'Saved <b>x</b>' } }));
    target.dispatchEvent(new CustomEvent('bf:notify', { detail: { type: 'nonsense' } }));
    target.dispatchEvent(new CustomEvent('bf:notify', { detail: { type: 'info', group: 'maintenance' } }));
    expect(store.state.items).toHaveLength(1);
    expect(store.state.items[0]).toMatchObject({ type: 'success', title: 'notify.titles.success', titleIsKey: true, text: 'Saved <b>x</b>', isText: true });
    stop();
    target.dispatchEvent(new CustomEvent('bf:notify', { detail: { type: 'success' } }));
    expect(store.state.items).toHaveLength(1);
  });
});
