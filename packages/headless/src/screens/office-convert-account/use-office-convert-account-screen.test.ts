import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import type { ConvertAccountState } from '@bf/api-client/office-care';
import { officeConvertAccountModel, type OfficeConvertAccountInput } from '@bf/headless/screens/office-convert-account';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';

let t: TFunction;
beforeAll(async () => {
  t = createI18n('en', await loadMessages('en')).getFixedT('en', 'office');
});

const dates = { format: (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ') };
const state = (over: Partial<ConvertAccountState> = {}): ConvertAccountState => ({ status: 0, isReminded: false, account: null, requestedAt: null, ...over });
const account = (iso: string, moneyMinor: number) => ({ id: 7, iso, money: (moneyMinor / 100).toFixed(2), moneyMinor });
const input = (over: Partial<OfficeConvertAccountInput> = {}): OfficeConvertAccountInput => ({ t, lng: 'en', dates, state: state(), isError: false, isBusy: false, result: null, onRequest: vi.fn(), ...over });

describe('convert account page (ACCT-017 to ACCT-021)', () => {
  it('status 0: nothing to convert, no button', () => {
    expect(officeConvertAccountModel(input())).toMatchObject({ allowed: 0, heading: null, text: 'Your account does not need converting.', facts: [], submit: null });
  });

  it('status 1: the main account with its balance, and the request button', () => {
    const model = officeConvertAccountModel(input({ state: state({ status: 1, account: account('RUB', 50_000) }) }));
    expect(model).toMatchObject({ allowed: 1, heading: 'Convert your RUB account', text: "Your main account in RUB can be converted to the site's current currency." });
    expect(model.facts.map((fact) => fact.value)).toEqual(['Main, RUB', 'RUB\u00a0500.00']);
    expect(model.submit).toMatchObject({ label: 'Ask for the conversion', isDisabled: false });
  });

  it('status 2: the additional account', () => {
    const model = officeConvertAccountModel(input({ state: state({ status: 2, account: account('EUR', 0) }) }));
    expect(model.allowed).toBe(2);
    expect(model.facts[0]?.value).toBe('Additional, EUR');
  });

  it('HRK: an empty account (argument 0) takes action2, a funded one the common action (ACCT-021)', () => {
    expect(officeConvertAccountModel(input({ state: state({ status: 1, account: account('HRK', 0) }) })).heading).toBe('Switch your HRK account');
    expect(officeConvertAccountModel(input({ state: state({ status: 1, account: account('HRK', 125_000) }) })).heading).toBe('Convert your HRK account');
    expect(officeConvertAccountModel(input({ state: state({ status: 1, account: account('EUR', 0) }) })).heading).toBe('Convert your EUR account');
  });

  it('once asked: the date, and no second request', () => {
    const model = officeConvertAccountModel(input({ state: state({ status: 1, account: account('RUB', 0), requestedAt: '2026-03-01T10:00:00.000Z' }) }));
    expect(model.text).toBe('You asked for the conversion on 2026-03-01 10:00. We will let you know when it is done.');
    expect(model.submit).toBeNull();
  });
});
