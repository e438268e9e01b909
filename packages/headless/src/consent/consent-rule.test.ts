import { describe, expect, it } from 'vitest';
import { agreeTypeOf, allowsAnalytics, allowsFunctional, consentActions, createConsentStore } from '@bf/headless/consent';

const necessary = { cookiesType: 'necessary' as const, checked: true, disabled: true };
const functionality = (checked: boolean) => ({ cookiesType: 'functionality' as const, checked, disabled: false });
const marketing = (checked: boolean) => ({ cookiesType: 'marketing' as const, checked, disabled: false });

describe('the stored agree type (CONSENT-003, CONSENT-011 to CONSENT-014)', () => {
  it('is all when every option is checked', () => {
    expect(agreeTypeOf([necessary, functionality(true), marketing(true)])).toBe('all');
  });

  it('is the type of the first checked, enabled option otherwise (the locked necessary option does not count)', () => {
    expect(agreeTypeOf([necessary, functionality(true), marketing(false)])).toBe('only_functionality');
    expect(agreeTypeOf([necessary, functionality(false), marketing(true)])).toBe('only_marketing');
  });

  it('is disable when only the necessary cookies are on, or nothing is checked', () => {
    expect(agreeTypeOf([necessary, functionality(false), marketing(false)])).toBe('disable');
    expect(agreeTypeOf([{ ...necessary, checked: false }, functionality(false), marketing(false)])).toBe('disable');
  });

  it('counts only checked options: an unchecked first option does not decide', () => {
    expect(agreeTypeOf([functionality(false), marketing(true)])).toBe('only_marketing');
  });
});

describe('what each stored type allows', () => {
  it('functional cookies with all and only functionality; analytics with all and only marketing; nothing before a choice', () => {
    expect(['all', 'only_functionality', 'only_marketing', 'disable', null].map((type) => [allowsFunctional(type as never), allowsAnalytics(type as never)])).toEqual([
      [true, true],
      [true, false],
      [false, true],
      [false, false],
      [false, false],
    ]);
  });
});

describe('the modal actions (CONSENT-004, CONSENT-006, CONSENT-007)', () => {
  it('accept all stores all and marks the choice as made on this page', () => {
    const state = createConsentStore();
    const chosen: string[] = [];
    consentActions(state, (type) => chosen.push(type)).acceptAll();
    expect(state.agreeType).toBe('all');
    expect(state.isChosenHere).toBe(true);
    expect(chosen).toEqual(['all']);
  });

  it('customize, switch options, then accept selected stores the rule\'s type; necessary cannot be switched off', () => {
    const state = createConsentStore();
    const chosen: string[] = [];
    const actions = consentActions(state, (type) => chosen.push(type));
    actions.customize();
    expect(state.view).toBe('customize');
    actions.toggle('necessary');
    expect(state.checked.necessary).toBe(true);
    actions.toggle('marketing');
    actions.acceptSelected();
    expect(chosen).toEqual(['only_marketing']);
    expect(state.view).toBe('main');
  });

  it('back returns to the main view without storing anything; only necessary stores disable', () => {
    const state = createConsentStore();
    const chosen: string[] = [];
    const actions = consentActions(state, (type) => chosen.push(type));
    actions.customize();
    actions.back();
    expect(state.view).toBe('main');
    expect(chosen).toEqual([]);
    actions.acceptNecessary();
    expect(chosen).toEqual(['disable']);
  });

  it('a stored choice shows its switches as left', () => {
    expect(createConsentStore('only_functionality').checked).toEqual({ necessary: true, functionality: true, marketing: false });
  });
});
