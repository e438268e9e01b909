import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';
import { checkIdea, initialShareIdeaState, officeShareIdeaModel, type OfficeShareIdeaInput } from '@bf/headless/screens/office-share-idea';

let t: TFunction;
beforeAll(async () => {
  t = createI18n('en', await loadMessages('en')).getFixedT('en', 'office');
});
const input = (state: Partial<OfficeShareIdeaInput['state']> = {}): OfficeShareIdeaInput => ({
  t,
  state: { ...initialShareIdeaState(), ...state },
  actions: { setTopic: vi.fn(), setText: vi.fn(), submit: vi.fn(), again: vi.fn() },
});

describe('share an idea', () => {
  it('checks the draft with the API schema: a topic, 10 to 2000 characters after trimming', () => {
    expect(checkIdea({ topic: 'site', text: '  A dark theme please  ' })).toEqual({ idea: { topic: 'site', text: 'A dark theme please' } });
    expect(checkIdea({ topic: '', text: 'x'.repeat(10) })).toEqual({ errors: { topic: 'topic' } });
    expect(checkIdea({ topic: 'casino', text: '   123456789   ' })).toEqual({ errors: { text: 'short' } });
    expect(checkIdea({ topic: 'casino', text: 'x'.repeat(2001) })).toEqual({ errors: { text: 'long' } });
    expect(checkIdea({ topic: 'casino', text: 'x'.repeat(2000) })).toEqual({ idea: { topic: 'casino', text: 'x'.repeat(2000) } });
  });

  it('shows errors only after a submit, with the counter always', () => {
    const draft = { topic: '' as const, text: 'short' };
    expect(officeShareIdeaModel(input({ draft })).text.error).toBeUndefined();
    const model = officeShareIdeaModel(input({ draft, isSubmitted: true }));
    expect([model.topic.error, model.text.error, model.text.hint]).toEqual(['Choose a topic.', 'Write at least 10 characters.', '5 / 2000']);
    expect(model.topic.options.map((option) => option.value)).toEqual(['', 'sports', 'casino', 'payments', 'site', 'other']);
  });

  it('confirms a sent idea with its number, and says when sending failed', () => {
    const sent = officeShareIdeaModel(input({ sent: { id: 42 } }));
    expect([sent.step, sent.confirmation?.title, sent.confirmation?.text]).toEqual(['sent', 'Thank you!', 'Your idea no. 42 has reached the team.']);
    expect(officeShareIdeaModel(input({ failed: true })).message).toBe('The idea was not sent. Try again.');
    expect(officeShareIdeaModel(input({ isBusy: true })).submit).toMatchObject({ isDisabled: true, label: 'Sending…' });
  });
});
