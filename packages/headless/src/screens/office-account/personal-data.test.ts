import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import type { PersonalData } from '@bf/api-client/office';
import { draftOf, missingRequired, personalChange, personalDataErrors, personalDataModel, type PersonalDataInput } from '@bf/headless/screens/office-account';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';

let t: TFunction;
beforeAll(async () => {
  t = createI18n('en', await loadMessages('en')).getFixedT('en', 'office');
});

const stored = (over: Partial<PersonalData> = {}): PersonalData => ({
  login: '40512345', email: null, phone: null, registrationDate: '2026-11-24T10:00:00.000Z', mainId: 1001, activeId: 1001,
  name: null, surname: null, middleName: null, birthdayDate: null, birthdayPlace: null, country: 'ru', region: null, city: null,
  registrationAddress: null, passportNumber: null, passportSeries: null, passportIssueDate: null, passportType: null, passportIssuedBy: null, inn: null, hasPinCode: false,
  ...over,
});
const complete = stored({ name: 'Anna', surname: 'Ivanova', birthdayDate: '1990-05-17', registrationAddress: 'Lenina 1', passportNumber: '4510123456', passportIssueDate: '2010-06-01' });
const input = (over: Partial<PersonalDataInput> = {}): PersonalDataInput => ({
  t, stored: stored(), draft: draftOf(stored()), isSubmitted: false, isBusy: false, message: null, registeredText: '24 November 2026', actions: { setField: vi.fn(), save: vi.fn() }, ...over,
});

describe('personal data: the required-fields rule (UCFG-029)', () => {
  it('lists the six required fields a new player has not filled, in the form order', () => {
    expect(missingRequired(draftOf(stored()))).toEqual(['name', 'surname', 'birthdayDate', 'registrationAddress', 'passportNumber', 'passportIssueDate']);
    const model = personalDataModel(input());
    expect(model.required).toEqual({ text: 'To complete your profile, fill in: First name, Last name, Date of birth, Registration address, Passport number, Passport issue date.', isComplete: false });
    expect(model.fields.filter((f) => f.isRequired).map((f) => f.label)).toEqual(['First name (required)', 'Last name (required)', 'Date of birth (required)', 'Registration address (required)', 'Passport number (required)', 'Passport issue date (required)']);
  });

  it('is complete once all six are saved; blank text does not count', () => {
    expect(personalDataModel(input({ stored: complete, draft: draftOf(complete) })).required).toEqual({ text: 'Your profile is complete.', isComplete: true });
    expect(missingRequired({ ...draftOf(complete), registrationAddress: '   ' })).toEqual(['registrationAddress']);
  });

  it('checks formats only where text is given, after a save was tried', () => {
    const draft = { ...draftOf(stored()), passportNumber: '12', inn: '123', birthdayDate: '17.05.1990' };
    expect(personalDataErrors(draft)).toEqual(['birthdayDate', 'passportNumber', 'inn']);
    expect(personalDataModel(input({ draft })).fields.some((f) => f.error)).toBe(false);
    const shown = personalDataModel(input({ draft, isSubmitted: true })).fields.filter((f) => f.error).map((f) => f.id);
    expect(shown).toEqual(['birthdayDate', 'passportNumber', 'inn']);
  });

  it('sends only what changed, a cleared field as null', () => {
    const draft = { ...draftOf(complete), city: 'Kazan', name: ' Anna ', middleName: '', registrationAddress: '' };
    expect(personalChange(draft, complete)).toEqual({ city: 'Kazan', registrationAddress: null });
  });

  it('shows what the player cannot change here', () => {
    expect(personalDataModel(input()).facts.map((f) => [f.label, f.value])).toEqual([
      ['Login', '40512345'], ['E-mail', 'Not given'], ['Phone', 'Not given'], ['Registered', '24 November 2026'], ['Account number', '1001'], ['PIN code', 'Not set'],
    ]);
    expect(personalDataModel(input({ stored: undefined })).status).toBe('loading');
  });
});

describe('personal data: country and passport type (UCFG-032)', () => {
  const field = (model: ReturnType<typeof personalDataModel>, id: string) => model.fields.find((f) => f.id === id)!;

  it('are choices: the countries once loaded (the stored one meanwhile), and passport types 1 to 4', () => {
    const loading = personalDataModel(input());
    expect(field(loading, 'country')).toMatchObject({ label: 'Country', type: 'select', value: 'ru', options: [{ value: '', label: 'Not chosen' }, { value: 'ru', label: 'RU' }] });
    const loaded = personalDataModel(input({ countries: [{ value: 'de', label: 'Germany' }, { value: 'ru', label: 'Russia' }] }));
    expect(field(loaded, 'country').options).toEqual([{ value: '', label: 'Not chosen' }, { value: 'de', label: 'Germany' }, { value: 'ru', label: 'Russia' }]);
    expect(field(loaded, 'passportType')).toMatchObject({ label: 'Passport type', type: 'select', value: '' });
    expect(field(loaded, 'passportType').options).toEqual([
      { value: '', label: 'Not chosen' },
      { value: '1', label: 'National passport' },
      { value: '2', label: 'International passport' },
      { value: '3', label: 'ID card' },
      { value: '4', label: 'Residence permit' },
    ]);
    // The form's order follows the spec's list: country after the place of birth, the type after the issue date.
    const ids = loaded.fields.map((f) => f.id);
    expect(ids.indexOf('country')).toBe(ids.indexOf('birthdayPlace') + 1);
    expect(ids.indexOf('passportType')).toBe(ids.indexOf('passportIssueDate') + 1);
  });

  it('sends the country code and the passport type as a number; a stored type reads back as its choice', () => {
    expect(personalChange({ ...draftOf(complete), country: 'de', passportType: '3' }, complete)).toEqual({ country: 'de', passportType: 3 });
    expect(personalChange({ ...draftOf(complete), country: '' }, complete)).toEqual({ country: null });
    expect(draftOf(stored({ passportType: 2 })).passportType).toBe('2');
  });
});

describe('personal data: the PIN code (UCFG-032)', () => {
  const pin = (model: ReturnType<typeof personalDataModel>) => model.fields.find((f) => f.id === 'pinCode')!;

  it('is a masked field for 4 to 6 digits that starts empty, set or not, and says whether one is set', () => {
    expect(pin(personalDataModel(input()))).toMatchObject({ label: 'PIN code (4 to 6 digits)', type: 'password', inputMode: 'numeric', value: '', isRequired: false });
    const set = personalDataModel(input({ stored: stored({ hasPinCode: true }), draft: draftOf(stored({ hasPinCode: true })) }));
    expect([pin(set).value, set.facts.find((f) => f.id === 'pinCode')?.value]).toEqual(['', 'Set']);
  });

  it('takes 4, 5 or 6 digits; 3 digits, 7 digits or a letter are format errors', () => {
    for (const bad of ['123', '1234567', '12a4']) expect(personalDataErrors({ ...draftOf(stored()), pinCode: bad })).toEqual(['pinCode']);
    for (const good of ['1234', '12345', '123456']) expect(personalDataErrors({ ...draftOf(stored()), pinCode: good })).toEqual([]);
  });

  it('sends a typed PIN code; left empty, the stored one is kept', () => {
    expect(personalChange({ ...draftOf(complete), pinCode: '2468' }, complete)).toEqual({ pinCode: '2468' });
    expect(personalChange(draftOf({ ...complete, hasPinCode: true }), { ...complete, hasPinCode: true })).toEqual({});
  });
});

describe('personal data: verification from the user config (UCFG-027, UCFG-028, UCFG-031)', () => {
  const href = '/en/office/verification';
  const row = (model: ReturnType<typeof personalDataModel>) => model.facts.find((f) => f.id === 'verification');
  const types = ['passport', 'id_card', 'driving_licence'];

  it('not verified (verification_status 1): says so and links to verification while verification types exist', () => {
    const model = personalDataModel(input({ verification: { user_status_id: 0, verification_status: 1, verification_types: types }, verificationHref: href }));
    expect(row(model)).toEqual({ id: 'verification', label: 'Verification', value: 'Not verified' });
    expect(model.verifyLink).toEqual({ label: 'Verify your account', href });
    // No verification types: verification is not available, so no link.
    expect(personalDataModel(input({ verification: { user_status_id: 0, verification_status: 1, verification_types: [] }, verificationHref: href })).verifyLink).toBeNull();
  });

  it('pending (user_status_id 1): under review, no link; verified: no link', () => {
    const pending = personalDataModel(input({ verification: { user_status_id: 1, verification_status: 1, verification_types: types }, verificationHref: href }));
    expect(row(pending)?.value).toBe('Under review');
    expect(pending.verifyLink).toBeNull();
    const done = personalDataModel(input({ verification: { user_status_id: 0, verification_status: 0, verification_types: types }, verificationHref: href }));
    expect([row(done)?.value, done.verifyLink]).toEqual(['Verified', null]);
  });

  it('shows nothing about verification until the user config is loaded', () => {
    const model = personalDataModel(input());
    expect([row(model), model.verifyLink]).toEqual([undefined, null]);
  });
});
