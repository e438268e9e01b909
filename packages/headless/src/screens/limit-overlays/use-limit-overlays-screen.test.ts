import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { i18n as I18n, TFunction } from 'i18next';
import { approvalOutcome, limitApprovalModel, realityCheckModel, sessionEndedModel, type LimitApprovalInput, type RealityCheckInput } from '@bf/headless/screens/limit-overlays';
import type { Limit } from '@bf/headless/limits';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';

let i18n: I18n;
let t: TFunction;
beforeAll(async () => {
  i18n = createI18n('en', await loadMessages('en'));
  t = i18n.getFixedT('en', 'limits');
});

// Signed in 2026-03-01 10:00:00 UTC; the popup opened at 11:35:40.
const SIGNED_IN = Date.UTC(2026, 2, 1, 10, 0, 0) / 1000;
function input(over: Partial<RealityCheckInput> = {}): RealityCheckInput {
  return {
    t,
    lng: 'en',
    isOpen: true,
    summary: { signed_in_at: SIGNED_IN, do_not_show_again: false, results: [{ iso: 'EUR', staked: 175.5, won: 40, net: -135.5 }] },
    shownAtMs: Date.UTC(2026, 2, 1, 11, 35, 40),
    intervalMinutes: 15,
    doNotShowAgain: false,
    busy: null,
    setDoNotShowAgain: vi.fn(),
    answer: vi.fn(),
    ...over,
  };
}

describe('reality-check model', () => {
  it('shows the time played since sign-in and the net result, signed', () => {
    const model = realityCheckModel(input())!;
    expect(model.title).toBe('Reality check');
    expect(model.text).toBe('You asked for a reminder every 15 minutes. Here is your session so far.');
    expect(model.rows.map((row) => [row.label, row.value])).toEqual([
      ['Time played', '1 h 35 min'],
      ['Staked', '€175.50'],
      ['Won', '€40.00'],
      ['Net result', '-€135.50'],
    ]);
    expect(model.rows.filter((row) => row.isHeadline).map((row) => row.id)).toEqual(['net-EUR']);
  });

  it('names the currency on each row when the session has several, and says when there are no bets', () => {
    const two = realityCheckModel(input({ summary: { signed_in_at: SIGNED_IN, do_not_show_again: false, results: [{ iso: 'EUR', staked: 10, won: 25, net: 15 }, { iso: 'USD', staked: 5, won: 0, net: -5 }] } }))!;
    expect(two.rows.filter((row) => row.isHeadline).map((row) => [row.label, row.value])).toEqual([
      ['Net result (EUR)', '+€15.00'],
      ['Net result (USD)', '-$5.00'],
    ]);
    const none = realityCheckModel(input({ summary: { signed_in_at: SIGNED_IN, do_not_show_again: false, results: [] } }))!;
    expect(none.rows.map((row) => row.value)).toEqual(['1 h 35 min', 'No bets yet']);
  });

  it('answers continue, log out, history and cancel, and locks the buttons while one runs', () => {
    const answer = vi.fn();
    const model = realityCheckModel(input({ answer }))!;
    model.continue.onPress();
    model.logout.onPress();
    model.history.onClick();
    model.cancel.onPress();
    expect(answer.mock.calls.map(([action]) => action)).toEqual(['continue', 'logout', 'history', 'cancel']);
    expect(model.history.href).toBe('/en/office/history');
    const busy = realityCheckModel(input({ busy: 'continue' }))!;
    expect([busy.continue.isBusy, busy.continue.isDisabled, busy.logout.isBusy, busy.logout.isDisabled]).toEqual([true, true, false, true]);
  });

  it('is closed until it fires and its figures are loaded', () => {
    expect(realityCheckModel(input({ isOpen: false }))).toBeNull();
    expect(realityCheckModel(input({ summary: undefined }))).toBeNull();
  });
});

describe('session-limit alert', () => {
  it("says the session limit is reached and to visit tomorrow; closing it signs out", () => {
    const close = vi.fn();
    const model = sessionEndedModel(t, true, false, close)!;
    expect([model.title, model.text, model.close.label]).toEqual(['Your session limit is reached', 'Please visit us tomorrow', 'Sign out']);
    model.close.onPress();
    expect(close).toHaveBeenCalledTimes(1);
    expect(sessionEndedModel(t, false, false, close)).toBeNull();
  });
});

describe('deposit-limit approval popup (LIMIT-026, LIMIT-027)', () => {
  // The increase to 2,000 was asked at 2026-03-01 12:00:00 UTC: its approval time is 86 400 s later.
  const ASKED = Date.UTC(2026, 2, 1, 12, 0, 0) / 1000;
  const active: Limit = { limitType: 20, limitState: 'ACTIVE', limitValue: 500, limitBalance: 500, needApprove: false, startedAt: ASKED - 3600, endsAt: null };
  const pending: Limit = { limitType: 20, limitState: 'PENDING', limitValue: 2000, limitBalance: null, needApprove: false, startedAt: ASKED, endsAt: ASKED + 86_400 };
  const approval = (over: Partial<LimitApprovalInput> = {}) =>
    limitApprovalModel({ t, lng: 'en', limits: [active, pending], nowMs: (ASKED + 86_400) * 1000, busy: null, error: null, confirm: vi.fn(), reject: vi.fn(), ...over });

  it('opens once the approval time has passed, not a second before', () => {
    expect(approval({ nowMs: (ASKED + 86_399) * 1000 })).toBeNull();
    const model = approval()!;
    expect(model.title).toBe('Confirm your deposit limit');
    expect(model.text).toBe('Your 24-hour deposit limit can now change to 2,000. Confirm to apply it, or cancel to keep 500.');
    expect([model.confirm.label, model.cancel.label]).toEqual(['Confirm', 'Cancel change']);
    // The service's needApprove opens it even when the clocks differ.
    expect(approval({ nowMs: ASKED * 1000, limits: [active, { ...pending, needApprove: true }] })).not.toBeNull();
  });

  it('asks only about deposit limits (20, 21, 22), and words a removal', () => {
    expect(approval({ limits: [{ ...pending, limitType: 10 }] })).toBeNull();
    const removal = approval({ limits: [{ ...active, limitType: 22 }, { ...pending, limitType: 22, limitValue: null }] })!;
    expect(removal.text).toBe('Your 30-day deposit limit can now be removed. Confirm to remove it, or cancel to keep 500.');
    const first = approval({ limits: [{ ...pending, limitType: 21 }] })!;
    expect(first.text).toBe('Your 7-day deposit limit can now change to 2,000. Confirm to apply it, or cancel to keep no limit.');
  });

  it('confirm approves and cancel rejects that limit; both lock while one runs', () => {
    const confirm = vi.fn();
    const reject = vi.fn();
    const model = approval({ confirm, reject })!;
    model.confirm.onPress();
    model.cancel.onPress();
    expect(confirm).toHaveBeenCalledWith(20);
    expect(reject).toHaveBeenCalledWith(20);
    const busy = approval({ busy: 20 })!;
    expect([busy.confirm.isBusy, busy.confirm.isDisabled, busy.cancel.isDisabled]).toEqual([true, true, true]);
  });

  it("says the server's title, else the spec's message, on success and failure (LIMIT-030, LIMIT-031)", () => {
    expect(approvalOutcome(t, 'confirm', { ok: true })).toEqual({ success: 'The limit is changed', error: null });
    expect(approvalOutcome(t, 'reject', { ok: true })).toEqual({ success: 'The change is cancelled', error: null });
    expect(approvalOutcome(t, 'confirm', { ok: true, title: 'The 24-hour deposit limit is changed' }).success).toBe('The 24-hour deposit limit is changed');
    expect(approvalOutcome(t, 'confirm', { ok: false })).toEqual({ success: null, error: 'The limit could not be changed' });
    expect(approvalOutcome(t, 'reject', { ok: false })).toEqual({ success: null, error: 'The change could not be cancelled' });
    expect(approvalOutcome(t, 'reject', { ok: false, title: 'Forbidden' }).error).toBe('Forbidden');
    expect(approval({ error: 'The limit could not be changed' })!.error).toBe('The limit could not be changed');
  });
});
