import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@bf/api-client/errors';
import { createNotifyStore } from './notify-store.ts';
import { visibleNotifications } from './notify-rules.ts';
import { notifyCallOutcome, notifyRestError } from './rest-error-notifier.ts';

describe('notification groups (SHELL-003, SHELL-004)', () => {
  it('shows at most 3 of the default group at once; the 4th waits and shows when one closes', () => {
    const store = createNotifyStore();
    const ids = [1, 2, 3, 4].map((n) => store.notify({ type: 'success', text: `n${n}` }));
    expect(visibleNotifications(store.state.items).map((item) => item.text)).toEqual(['n1', 'n2', 'n3']);
    store.dismiss(ids[0]!);
    expect(visibleNotifications(store.state.items).map((item) => item.text)).toEqual(['n2', 'n3', 'n4']);
  });

  it.each(['maintenance', 'custom', 'shadow'] as const)('shows at most 1 of the %s group', (group) => {
    const store = createNotifyStore();
    store.notify({ group, type: 'warning', text: 'a' });
    store.notify({ group, type: 'warning', text: 'b' });
    expect(visibleNotifications(store.state.items).filter((item) => item.group === group)).toHaveLength(1);
  });

  it('counts each group on its own: 3 default and 1 of each other group show together', () => {
    const store = createNotifyStore();
    for (let n = 0; n < 5; n++) store.notify({ type: 'error', text: String(n) });
    for (const group of ['maintenance', 'custom', 'shadow'] as const) {
      store.notify({ group, type: 'warning', text: group });
      store.notify({ group, type: 'warning', text: `${group}2` });
    }
    expect(visibleNotifications(store.state.items)).toHaveLength(6);
  });

  it('replaces a notification with the same key instead of stacking it', () => {
    const store = createNotifyStore();
    store.notify({ key: 'update', type: 'warning', text: 'a' });
    store.notify({ key: 'update', type: 'warning', text: 'b' });
    expect(store.state.items.map((item) => item.text)).toEqual(['b']);
  });
});

describe('auto-close (SHELL-005)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes a notification after 10 s, not before', () => {
    const store = createNotifyStore();
    store.notify({ type: 'success' });
    vi.advanceTimersByTime(9_999);
    expect(store.state.items).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.state.items).toHaveLength(0);
  });

  it('starts a queued notification’s 10 s when it comes on screen', () => {
    const store = createNotifyStore();
    for (let n = 0; n < 4; n++) store.notify({ type: 'success', text: String(n) });
    vi.advanceTimersByTime(10_000);
    expect(store.state.items.map((item) => item.text)).toEqual(['3']);
    vi.advanceTimersByTime(10_000);
    expect(store.state.items).toHaveLength(0);
  });

  it('keeps a sticky notification (the maintenance warning) until it is closed', () => {
    const store = createNotifyStore();
    const id = store.notify({ group: 'maintenance', type: 'warning', isSticky: true });
    vi.advanceTimersByTime(60_000);
    expect(store.state.items).toHaveLength(1);
    store.dismiss(id);
    expect(store.state.items).toHaveLength(0);
  });
});

describe('notification defaults (SHELL-006 to SHELL-008)', () => {
  it('gives an error the main error title, a success the done title, and info an OK button', () => {
    const store = createNotifyStore();
    store.notify({ type: 'error' });
    store.notify({ type: 'success' });
    store.notify({ type: 'info' });
    const [error, success, info] = store.state.items;
    expect(error).toMatchObject({ title: 'notify.titles.error', action: undefined, isClosable: true });
    expect(success).toMatchObject({ title: 'notify.titles.success', action: undefined });
    expect(info).toMatchObject({ title: 'notify.titles.info', action: 'ok' });
  });

  it('keeps a title the caller gives', () => {
    const store = createNotifyStore();
    store.notify({ type: 'error', title: 'notify.adBlock.title' });
    expect(store.state.items[0]!.title).toBe('notify.adBlock.title');
  });
});

describe('REST error notifier (S1 §8; ERR-002 to ERR-006)', () => {
  it('ignores a cancelled request (status 499 or an AbortError)', () => {
    const store = createNotifyStore();
    expect(notifyRestError(new ApiError('cancelled', 499), store)).toBeUndefined();
    expect(notifyRestError(new DOMException('aborted', 'AbortError'), store)).toBeUndefined();
    expect(store.state.items).toHaveLength(0);
  });

  it('shows 401 as unauthorized, 403 as forbidden, 400 and others as the error', () => {
    const store = createNotifyStore();
    for (const status of [401, 403, 400, 500]) notifyRestError(new ApiError('x', status), store);
    expect(store.state.items.map((item) => [item.type, item.text])).toEqual([
      ['error', 'httpStatus.unauthorized'],
      ['error', 'httpStatus.forbidden'],
      ['error', 'httpStatus.error'],
      ['error', 'httpStatus.error'],
    ]);
  });

  it('reports 200 as saved and 204 as action saved, both successes', () => {
    const store = createNotifyStore();
    notifyCallOutcome(200, store);
    notifyCallOutcome(204, store);
    expect(notifyCallOutcome(201, store)).toBeUndefined();
    expect(store.state.items.map((item) => [item.type, item.text])).toEqual([
      ['success', 'httpStatus.saved'],
      ['success', 'httpStatus.actionSaved'],
    ]);
  });
});
