import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import type { SupportTicket } from '@bf/api-client/office-care';
import { initialSupportDraft, officeSupportModel, supportDraftErrors, type OfficeSupportInput } from '@bf/headless/screens/office-support';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';

let t: TFunction;
beforeAll(async () => {
  t = createI18n('en', await loadMessages('en')).getFixedT('en', 'office');
});

const dates = { format: (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ') };
const ticket = (over: Partial<SupportTicket> = {}): SupportTicket => ({ id: 41, topic: 'payments', message: 'My deposit is missing', status: 'received', createdAt: '2026-03-01T10:00:00.000Z', ...over });
const input = (over: Partial<OfficeSupportInput> = {}): OfficeSupportInput => ({
  t,
  dates,
  tickets: [],
  isError: false,
  draft: initialSupportDraft(),
  actions: { setTopic: vi.fn(), setMessage: vi.fn(), send: vi.fn() },
  ...over,
});

describe('support draft', () => {
  it('needs a topic and 10 to 2000 characters once trimmed', () => {
    expect(supportDraftErrors({ topic: '', message: '' })).toEqual({ topic: 'topic', message: 'required' });
    expect(supportDraftErrors({ topic: 'bets', message: '   123456789   ' })).toEqual({ topic: undefined, message: 'short' });
    expect(supportDraftErrors({ topic: 'bets', message: '1234567890' })).toEqual({ topic: undefined, message: undefined });
    expect(supportDraftErrors({ topic: 'bets', message: 'x'.repeat(2000) }).message).toBeUndefined();
    expect(supportDraftErrors({ topic: 'bets', message: 'x'.repeat(2001) }).message).toBe('long');
  });
});

describe('support page model', () => {
  it('offers six topics after "Choose…" and shows no errors before the first send', () => {
    const model = officeSupportModel(input());
    expect(model.form.topic.options.map((option) => option.label)).toEqual(['Choose…', 'My account', 'Deposits and withdrawals', 'Bets', 'Verification', 'Technical problem', 'Something else']);
    expect(model.form.topic.error).toBeUndefined();
    expect(model.form.message).toMatchObject({ counter: '0 / 2000', maxLength: 2000 });
    expect(model.form.message.error).toBeUndefined();
    expect(model.tickets).toMatchObject({ status: 'empty', text: 'You have not written to us yet.', rows: [] });
  });

  it('shows the errors after a send, in words', () => {
    const model = officeSupportModel(input({ draft: { ...initialSupportDraft(), message: 'short one', isSubmitted: true } }));
    expect(model.form.topic.error).toBe('Choose a topic.');
    expect(model.form.message).toMatchObject({ error: 'Write at least 10 characters.', counter: '9 / 2000' });
  });

  it('lists sent messages with number, topic, date and status', () => {
    const model = officeSupportModel(input({ tickets: [ticket(), ticket({ id: 40, topic: 'bets', status: 'answered' })] }));
    expect(model.tickets.status).toBe('ready');
    expect(model.tickets.rows.map((row) => [row.title, row.meta, row.status])).toEqual([
      ['#41 · Deposits and withdrawals', '2026-03-01 10:00', 'Received'],
      ['#40 · Bets', '2026-03-01 10:00', 'Answered'],
    ]);
  });

  it('says loading, and a load failure, instead of an empty list', () => {
    expect(officeSupportModel(input({ tickets: undefined })).tickets).toMatchObject({ status: 'loading', text: 'Loading…' });
    expect(officeSupportModel(input({ tickets: undefined, isError: true })).tickets).toMatchObject({ status: 'error', text: 'This could not be loaded. Please reload the page.' });
  });

  it('a busy send says so and cannot be pressed again; topic changes go through the action', () => {
    const actions = { setTopic: vi.fn(), setMessage: vi.fn(), send: vi.fn() };
    const model = officeSupportModel(input({ actions, draft: { ...initialSupportDraft(), isBusy: true } }));
    expect(model.form.submit).toMatchObject({ label: 'Sending…', isBusy: true, isDisabled: true });
    model.form.topic.onChange('bets');
    model.form.topic.onChange('jokes');
    expect(actions.setTopic.mock.calls).toEqual([['bets'], ['']]);
  });
});
