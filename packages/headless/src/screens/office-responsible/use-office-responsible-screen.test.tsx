import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { i18n as I18n, TFunction } from 'i18next';
import { officeResponsibleModel, parseLimitValue, selfExcludeReasonsKey, type OfficeResponsibleInput, officeResponsibleFixtures } from '@bf/headless/screens/office-responsible';
import type { Limit } from '@bf/headless/limits';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';

let i18n: I18n;
let t: TFunction;
beforeAll(async () => {
  i18n = createI18n('en', await loadMessages('en'));
  t = i18n.getFixedT('en', 'limits');
});

// 2026-03-01 12:00:00 UTC
const NOW = 1_772_366_400_000;
const nowS = NOW / 1000;
const limit = (over: Partial<Limit>): Limit => ({ limitType: 20, limitState: 'ACTIVE', limitValue: 1000, limitBalance: 1000, needApprove: false, startedAt: nowS - 60, endsAt: null, ...over });

function input(over: Partial<OfficeResponsibleInput> = {}): OfficeResponsibleInput {
  return {
    t,
    lng: 'en',
    limits: [],
    nowMs: NOW,
    isLoading: false,
    isFailed: false,
    busy: null,
    drafts: {},
    notice: null,
    exclusion: { kind: 33, days: 1, reasonId: 0, isConfirming: false, error: null },
    reasons: [],
    actions: { setDraft: vi.fn(), save: vi.fn(), confirm: vi.fn(), reject: vi.fn(), setExclusion: vi.fn(), block: vi.fn() },
    ...over,
  };
}
const depositRow = (model: ReturnType<typeof officeResponsibleModel>, type: number) => model.sections.find((section) => section.id === 'deposit')!.rows.find((row) => row.limitType === type)!;

describe('responsible-gaming model: money limits', () => {
  it('shows three periods in each of the deposit, wager and loss sections, each with a labelled field', () => {
    const model = officeResponsibleModel(input());
    expect(model.sections.map((section) => [section.title, section.rows.map((row) => row.period)])).toEqual([
      ['Deposit limits', ['24 hours', '7 days', '30 days']],
      ['Wager limits', ['24 hours', '7 days', '30 days']],
      ['Loss limits', ['24 hours', '7 days', '30 days']],
      ['Session limit and reality check', ['Session limit', 'Reality check']],
    ]);
    expect(depositRow(model, 21).field!.label).toBe('Deposit limit for 7 days');
    expect(depositRow(model, 20).current).toBe('No limit');
    expect(depositRow(model, 20).remaining).toBeNull();
    expect(depositRow(model, 20).remove).toBeNull();
  });

  it('shows the active value and what is left of it', () => {
    const model = officeResponsibleModel(input({ limits: [limit({ limitValue: 1500, limitBalance: 249.5 })] }));
    expect(depositRow(model, 20).current).toBe('Limit: 1,500');
    expect(depositRow(model, 20).remaining).toBe('Left: 249.5');
  });

  it('counts a pending increase down in whole hours, rounded up, and offers confirm only after 24 hours', () => {
    // Asked 19 h 30 min ago: ends in 4 h 30 min → 5 h left.
    const started = nowS - 19.5 * 3600;
    const waiting = officeResponsibleModel(input({ limits: [limit({ limitValue: 500 }), limit({ limitState: 'PENDING', limitValue: 2000, limitBalance: null, startedAt: started, endsAt: started + 86_400 })] }));
    expect(depositRow(waiting, 20).pending).toMatchObject({ text: 'Change to 2,000: 5 h left before you can confirm it', isReady: false, confirm: null });
    const actions = input().actions;
    const ready = officeResponsibleModel(input({ actions, nowMs: (started + 86_400) * 1000, limits: [limit({ limitValue: 500 }), limit({ limitState: 'PENDING', limitValue: 2000, limitBalance: null, startedAt: started, endsAt: started + 86_400 })] }));
    expect(depositRow(ready, 20).pending?.text).toBe('Change to 2,000 is ready: confirm it to apply it');
    depositRow(ready, 20).pending!.confirm!.onPress();
    expect(actions.confirm).toHaveBeenCalledWith(20);
  });

  it('sends a valid draft and refuses to send one that is not an amount', () => {
    const actions = input().actions;
    const bad = officeResponsibleModel(input({ actions, drafts: { 20: '12.345' } }));
    expect(depositRow(bad, 20).field!.error).toBe('Enter an amount above 0 with at most 2 decimals');
    expect(depositRow(bad, 20).save.isDisabled).toBe(true);
    const good = officeResponsibleModel(input({ actions, drafts: { 20: '750,5' } }));
    expect(depositRow(good, 20).field!.error).toBeNull();
    depositRow(good, 20).save.onPress();
    expect(actions.save).toHaveBeenCalledWith(20, 750.5);
  });

  it('asks removal as a change of the value to none', () => {
    const actions = input().actions;
    const model = officeResponsibleModel(input({ actions, limits: [limit({ limitType: 22, limitValue: 5000 })] }));
    model.sections[0]!.rows[2]!.remove!.onPress();
    expect(actions.save).toHaveBeenCalledWith(22, null);
  });
});

describe('parseLimitValue', () => {
  it('takes positive amounts with up to two decimals', () => {
    expect(['100', '0.5', '12,25', ' 999999999 '].map(parseLimitValue)).toEqual([100, 0.5, 12.25, 999_999_999]);
    expect(['', '0', '-5', '1.234', 'abc', '1e3', '1234567890'].map(parseLimitValue)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('responsible-gaming model: self-exclusion and time-out', () => {
  it('offers time-out periods of 1, 7, 30 and 90 days and self-exclusion periods from 1 to 3650 days', () => {
    expect(officeResponsibleModel(input()).exclusion.days.options.map((option) => option.value)).toEqual([1, 7, 30, 90]);
    const self = officeResponsibleModel(input({ exclusion: { kind: 30, days: 365, reasonId: 0, isConfirming: false, error: null } }));
    expect(self.exclusion.days.options.map((option) => option.value)).toEqual([1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650]);
    expect(self.exclusion.days.selected).toBe(365);
  });

  it('asks for confirmation before blocking, and blocks only from the confirmation', () => {
    const actions = input().actions;
    const first = officeResponsibleModel(input({ actions }));
    expect(first.exclusion.confirmation).toBeNull();
    first.exclusion.submit.onPress();
    expect(actions.setExclusion).toHaveBeenCalledWith({ isConfirming: true, error: null, days: 1 });
    expect(actions.block).not.toHaveBeenCalled();
    const confirming = officeResponsibleModel(input({ actions, exclusion: { kind: 33, days: 7, reasonId: 0, isConfirming: true, error: null } }));
    expect(confirming.exclusion.confirmation?.text).toBe('Time-out, period in days: 7. You will be signed out now and cannot sign in, bet or deposit until it ends.');
    confirming.exclusion.confirmation!.confirm.onPress();
    expect(actions.block).toHaveBeenCalledTimes(1);
  });

  it('shows the reasons only for a self-exclusion', () => {
    const reasons = [{ id: 2, selfExcludeReason: 'Too much money' }];
    expect(officeResponsibleModel(input({ reasons })).exclusion.reason).toBeNull();
    const self = officeResponsibleModel(input({ reasons, exclusion: { kind: 30, days: 7, reasonId: 0, isConfirming: false, error: null } }));
    expect(self.exclusion.reason?.options).toEqual([
      { value: 0, label: 'No reason given' },
      { value: 2, label: 'Too much money' },
    ]);
  });
});

describe('self-exclusion reasons behind their feature flag (CALL-017)', () => {
  it('asks for the reasons only for a signed-in player with the flag on', () => {
    expect(selfExcludeReasonsKey({ isSignedIn: true, isFlagOn: true, lng: 'de' })).not.toBeNull();
    expect(selfExcludeReasonsKey({ isSignedIn: true, isFlagOn: false, lng: 'de' })).toBeNull();
    expect(selfExcludeReasonsKey({ isSignedIn: false, isFlagOn: true, lng: 'de' })).toBeNull();
  });

  it('without reasons a self-exclusion offers no reason field', () => {
    const self = officeResponsibleModel(input({ reasons: [], exclusion: { kind: 30, days: 7, reasonId: 0, isConfirming: false, error: null } }));
    expect(self.exclusion.reason).toBeNull();
  });
});

describe('fixtures', () => {
  it('show a pending increase with 5 h left and a removal ready to confirm', () => {
    const deposit = officeResponsibleFixtures.withLimits.sections[0]!;
    expect(deposit.rows[0]!.pending?.text).toBe('Change to 2,000: 5 h left before you can confirm it');
    expect(deposit.rows[2]!.pending?.text).toBe('Removal is ready: confirm it to apply it');
    expect(officeResponsibleFixtures.loading.status).toBe('loading');
  });
});

describe('responsible-gaming model: choices from availablelimits', () => {
  const money = [100, 500, 1000];
  const available = [
    { type: 20, availableValues: money, measure: 'money' as const, custom: true },
    { type: 21, availableValues: money, measure: 'money' as const, custom: false },
    { type: 1, availableValues: money, measure: 'money' as const, custom: true },
    { type: 31, availableValues: [1, 2, 3], measure: 'hours' as const, custom: false },
    { type: 32, availableValues: [5, 10, 15, 30, 45, 60], measure: 'minutes' as const, custom: false },
  ];
  const rowOf = (model: ReturnType<typeof officeResponsibleModel>, type: number) => model.sections.flatMap((section) => section.rows).find((row) => row.limitType === type);

  it('offers free text only for custom types, the listed values in their measure for the others, and hides types not offered', () => {
    const model = officeResponsibleModel(input({ available }));
    expect(rowOf(model, 20)!.field?.label).toBe('Deposit limit for 24 hours');
    expect(rowOf(model, 20)!.choice).toBeNull();
    expect(rowOf(model, 21)!.field).toBeNull();
    expect(rowOf(model, 21)!.choice!.options.map((option) => option.label)).toEqual(['100', '500', '1,000']);
    expect(rowOf(model, 32)!.choice!.options.map((option) => option.label)).toEqual(['5 min', '10 min', '15 min', '30 min', '45 min', '60 min']);
    expect(rowOf(model, 31)!.choice!.label).toBe('Session limit: new value');
    expect(rowOf(model, 31)!.choice!.options.map((option) => option.label)).toEqual(['1 h', '2 h', '3 h']);
    // 22, 2, 3 and the loss limits are not offered: not shown; the loss section goes with them.
    expect(model.sections.map((section) => [section.id, section.rows.map((row) => row.limitType)])).toEqual([
      ['deposit', [20, 21]],
      ['wager', [1]],
      ['time', [31, 32]],
    ]);
  });

  it('saves a chosen value as a number and refuses one not on the list', () => {
    const actions = input().actions;
    const chosen = officeResponsibleModel(input({ available, actions, drafts: { 32: '15' } }));
    rowOf(chosen, 32)!.save.onPress();
    expect(actions.save).toHaveBeenCalledWith(32, 15);
    const odd = officeResponsibleModel(input({ available, actions, drafts: { 32: '7' } }));
    expect(rowOf(odd, 32)!.save.isDisabled).toBe(true);
  });

  it('shows the session limit and the reality check in hours and minutes, a pending longer interval with its hours left', () => {
    const model = officeResponsibleModel(
      input({
        available,
        limits: [
          limit({ limitType: 31, limitValue: 3, limitBalance: null }),
          limit({ limitType: 32, limitValue: 15, limitBalance: null }),
          // A less frequent reminder asked 20 h ago: 4 h left.
          limit({ limitType: 32, limitState: 'PENDING', limitValue: 60, limitBalance: null, startedAt: nowS - 20 * 3600, endsAt: nowS + 4 * 3600 }),
        ],
      }),
    );
    expect(rowOf(model, 31)!.current).toBe('At most 3 h per session');
    expect(rowOf(model, 31)!.remaining).toBeNull();
    expect(rowOf(model, 32)!.current).toBe('A reminder every 15 min');
    expect(rowOf(model, 32)!.pending!.text).toBe('Change to 60 min: 4 h left before you can confirm it');
  });

  it('hides the extra limits (wager and loss) when type 37 is ACTIVE or the section is disabled', () => {
    const ids = (model: ReturnType<typeof officeResponsibleModel>) => model.sections.map((section) => section.id);
    expect(ids(officeResponsibleModel(input({ limits: [limit({ limitType: 37, limitValue: null, limitBalance: null })] })))).toEqual(['deposit', 'time']);
    expect(ids(officeResponsibleModel(input({ extraLimitsDisabled: true })))).toEqual(['deposit', 'time']);
    expect(ids(officeResponsibleModel(input({ limits: [limit({ limitType: 37, limitState: 'PENDING', limitValue: null, limitBalance: null })] })))).toEqual(['deposit', 'wager', 'loss', 'time']);
  });
});

describe('responsible-gaming model: questionnaire', () => {
  const questions = [
    { id: 1, question: 'Have you bet more than you could afford to lose?', answers: [{ id: 1, answer: 'No' }, { id: 2, answer: 'Yes' }] },
    { id: 2, question: 'Have you chased losses?', answers: [{ id: 1, answer: 'No' }, { id: 2, answer: 'Yes' }] },
  ];
  it('asks each question as a group of answers; send stays off until every question is answered', () => {
    const setAnswer = vi.fn();
    const submitAnswers = vi.fn();
    const base = input();
    const half = officeResponsibleModel(input({ questionnaire: { limitType: 10, tokenGuid: 't-1', questions, answers: { 1: 1 } }, actions: { ...base.actions, setAnswer, submitAnswers } }));
    const quiz = half.questionnaire!;
    expect(quiz.title).toBe('A few questions first');
    expect(quiz.questions.map((question) => [question.legend, question.options.map((option) => option.label), question.selected])).toEqual([
      ['Have you bet more than you could afford to lose?', ['No', 'Yes'], 1],
      ['Have you chased losses?', ['No', 'Yes'], 0],
    ]);
    expect(quiz.submit.isDisabled).toBe(true);
    quiz.questions[1]!.onSelect(2);
    expect(setAnswer).toHaveBeenCalledWith(2, 2);
    const full = officeResponsibleModel(input({ questionnaire: { limitType: 10, tokenGuid: 't-1', questions, answers: { 1: 1, 2: 1 } }, actions: { ...base.actions, setAnswer, submitAnswers } }));
    expect(full.questionnaire!.submit.isDisabled).toBe(false);
    full.questionnaire!.submit.onPress();
    expect(submitAnswers).toHaveBeenCalledTimes(1);
    expect(officeResponsibleModel(input()).questionnaire).toBeNull();
  });
});

describe('responsible-gaming model: a waiting change locks the next increase (LIMIT-019)', () => {
  const waiting = [limit({ limitValue: 500 }), limit({ limitState: 'PENDING', limitValue: 2000, limitBalance: null, startedAt: nowS - 3600, endsAt: nowS + 23 * 3600 })];
  it('locks Save for a higher value with the reason, leaves a lower one free, and offers no removal meanwhile', () => {
    const actions = input().actions;
    const higher = depositRow(officeResponsibleModel(input({ actions, limits: waiting, drafts: { 20: '3000' } })), 20);
    expect(higher.save.isDisabled).toBe(true);
    expect(higher.lockedHint).toBe('A change is waiting: cancel it before you ask for a higher limit.');
    higher.save.onPress();
    expect(actions.save).not.toHaveBeenCalled();
    expect(higher.remove).toBeNull();
    const lower = depositRow(officeResponsibleModel(input({ actions, limits: waiting, drafts: { 20: '400' } })), 20);
    expect([lower.save.isDisabled, lower.lockedHint]).toEqual([false, null]);
    lower.save.onPress();
    expect(actions.save).toHaveBeenCalledWith(20, 400);
  });
});

describe('responsible-gaming model: the self-exclusion warning and the last break (LIMIT-021, LIMIT-004, LIMIT-024)', () => {
  const exclusion = (kind: 30 | 33) => ({ kind, days: 7, reasonId: 0, isConfirming: false, error: null });
  it('warns while self-exclusion is chosen and none has started; not for a time-out', () => {
    expect(officeResponsibleModel(input({ exclusion: exclusion(30) })).exclusion.warning).toBe(
      'A self-exclusion cannot be lifted early, not even by support. If you only need a short pause, choose a time-out.',
    );
    expect(officeResponsibleModel(input({ exclusion: exclusion(33) })).exclusion.warning).toBeNull();
    // An INACTIVE (ended) self-exclusion does not count as started.
    const ended = limit({ limitType: 30, limitState: 'INACTIVE', limitValue: 7, limitBalance: null, startedAt: nowS - 8 * 86_400, endsAt: nowS - 86_400 });
    expect(officeResponsibleModel(input({ exclusion: exclusion(30), limits: [ended] })).exclusion.warning).not.toBeNull();
  });

  it('shows the last ended break in days: (endsAt − startedAt) / 86400', () => {
    // A 7-day self-exclusion that ended 2026-02-28 12:00 UTC, and an older 1-day time-out.
    const selfExclusion = limit({ limitType: 30, limitState: 'INACTIVE', limitValue: 7, limitBalance: null, startedAt: nowS - 8 * 86_400, endsAt: nowS - 86_400 });
    const timeOut = limit({ limitType: 33, limitState: 'INACTIVE', limitValue: 1, limitBalance: null, startedAt: nowS - 20 * 86_400, endsAt: nowS - 19 * 86_400 });
    expect(officeResponsibleModel(input({ limits: [timeOut, selfExclusion] })).exclusion.last).toBe('Your last break: Self-exclusion, period in days: 7, ended on February 28, 2026.');
    expect(officeResponsibleModel(input({ limits: [timeOut] })).exclusion.last).toBe('Your last break: Time-out, period in days: 1, ended on February 10, 2026.');
    expect(officeResponsibleModel(input()).exclusion.last).toBeNull();
  });
});

describe('responsible-gaming model: a session limit of -1 (LIMIT-035)', () => {
  it('shows -1 as no session limit, with nothing to remove', () => {
    const time = officeResponsibleModel(input({ limits: [limit({ limitType: 31, limitValue: -1, limitBalance: null })] })).sections.find((section) => section.id === 'time')!;
    const session = time.rows.find((row) => row.limitType === 31)!;
    expect(session.current).toBe('No limit');
    expect(session.remove).toBeNull();
    const set = officeResponsibleModel(input({ limits: [limit({ limitType: 31, limitValue: 3, limitBalance: null })] })).sections.find((section) => section.id === 'time')!;
    expect(set.rows.find((row) => row.limitType === 31)!.current).toBe('At most 3 h per session');
  });
});
