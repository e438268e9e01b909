import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { officeSettingsModel, utcOffsetLabel, type OfficeSettingsInput } from '@bf/headless/screens/office-settings';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';

let t: TFunction;
beforeAll(async () => {
  const i18n = createI18n('en', await loadMessages('en'));
  t = i18n.getFixedT('en', 'office');
});

const actions = () => ({ setOddsFormat: vi.fn(), setViewType: vi.fn(), set12h: vi.fn(), setTimeZone: vi.fn(), setTheme: vi.fn(), setMailing: vi.fn() });
const input = (over: Partial<OfficeSettingsInput> = {}): OfficeSettingsInput => ({
  t,
  display: { coefViewId: 0, appViewType: 0, is12h: false, timeZoneHours: null, theme: 'light', followsSystemTheme: true },
  mailing: { enable_mail_news: true, enable_mail_deposit: true, enable_mail_bets: false, enable_sms_news: false },
  save: 'idle',
  actions: actions(),
  ...over,
});
const choice = (model: ReturnType<typeof officeSettingsModel>, id: string) => model.display.choices.find((c) => c.id === id)!;

describe('office settings model', () => {
  it('offers font size, compact view and the visually impaired mode, and applies each change (CFG-019)', () => {
    const model = officeSettingsModel(input({ display: { coefViewId: 0, appViewType: 0, is12h: false, timeZoneHours: null, theme: 'light', followsSystemTheme: true, fontSize: 1, isCompact: false, isVisuallyImpaired: true } }));
    expect(choice(model, 'fontSize')).toMatchObject({ label: 'Font size', value: '1' });
    expect(choice(model, 'fontSize').options.map((o) => o.label)).toEqual(['Normal', 'Large', 'Largest']);
    expect(choice(model, 'compact')).toMatchObject({ label: 'Compact view', value: '0' });
    expect(choice(model, 'impaired')).toMatchObject({ label: 'Mode for the visually impaired', value: '1' });
    const acts = { ...actions(), setFontSize: vi.fn(), setCompact: vi.fn(), setVisuallyImpaired: vi.fn() };
    const live = officeSettingsModel(input({ actions: acts }));
    choice(live, 'fontSize').onChange('2');
    choice(live, 'compact').onChange('1');
    choice(live, 'impaired').onChange('0');
    expect(acts.setFontSize).toHaveBeenCalledWith(2);
    expect(acts.setCompact).toHaveBeenCalledWith(true);
    expect(acts.setVisuallyImpaired).toHaveBeenCalledWith(false);
  });

  it('shows the current display settings and every odds format in the European view', () => {
    const model = officeSettingsModel(input());
    expect(model.title).toBe('Settings');
    expect(choice(model, 'oddsFormat')).toMatchObject({ label: 'Odds format', value: '0' });
    expect(choice(model, 'oddsFormat').options.map((o) => o.label)).toEqual(['Decimal', 'Fractional', 'American', 'Hong Kong', 'Indonesian', 'Malay', 'Decimal, 3 places', 'Probability', 'Exact fraction']);
    expect(choice(model, 'clock').value).toBe('24');
    expect(choice(model, 'theme').value).toBe('system');
    expect(choice(model, 'timeZone').value).toBe('auto');
  });

  it('offers the Asian formats only in the Asian view (SPORT-007)', () => {
    const model = officeSettingsModel(input({ display: { coefViewId: 4, appViewType: 1, is12h: true, timeZoneHours: 5.5, theme: 'dark', followsSystemTheme: false } }));
    expect(choice(model, 'oddsFormat').options.map((o) => o.value)).toEqual(['0', '4', '5', '6', '14']);
    expect(choice(model, 'viewType').value).toBe('1');
    expect(choice(model, 'clock').value).toBe('12');
    expect(choice(model, 'theme').value).toBe('dark');
    expect(choice(model, 'timeZone').value).toBe('5.5');
  });

  it('turns each pick into the action with its typed value', () => {
    const acts = actions();
    const model = officeSettingsModel(input({ actions: acts }));
    choice(model, 'oddsFormat').onChange('2');
    choice(model, 'viewType').onChange('1');
    choice(model, 'clock').onChange('12');
    choice(model, 'timeZone').onChange('-3.5');
    choice(model, 'timeZone').onChange('auto');
    choice(model, 'theme').onChange('dark');
    choice(model, 'theme').onChange('system');
    model.mailing.switches[2]!.onChange(true);
    expect(acts.setOddsFormat).toHaveBeenCalledWith(2);
    expect(acts.setViewType).toHaveBeenCalledWith(1);
    expect(acts.set12h).toHaveBeenCalledWith(true);
    expect(acts.setTimeZone.mock.calls).toEqual([[-3.5], [null]]);
    expect(acts.setTheme.mock.calls).toEqual([['dark'], ['system']]);
    expect(acts.setMailing).toHaveBeenCalledWith('enable_mail_bets', true);
  });

  it('lists the four mailing settings, disabled until they load', () => {
    const ready = officeSettingsModel(input());
    expect(ready.mailing.switches.map((s) => [s.label, s.isOn, s.isDisabled])).toEqual([
      ['News and offers by e-mail', true, false],
      ['E-mails about deposits and withdrawals', true, false],
      ['Bet results by e-mail', false, false],
      ['News and offers by SMS', false, false],
    ]);
    const loading = officeSettingsModel(input({ mailing: undefined }));
    expect(loading.mailing.status).toBe('loading');
    expect(loading.mailing.switches.every((s) => s.isDisabled)).toBe(true);
  });

  it('says whether the last change was saved to the account', () => {
    expect(officeSettingsModel(input()).save).toBeNull();
    expect(officeSettingsModel(input({ save: 'saved' })).save).toEqual({ text: 'Saved to your account', tone: 'info' });
    expect(officeSettingsModel(input({ save: 'failed' })).save?.tone).toBe('error');
  });

  it('says the e-mail subscription succeeded once switching e-mail news on is saved (ERR-014)', () => {
    expect(officeSettingsModel(input({ save: 'saved', isSubscribed: true })).mailing.subscribed).toEqual({
      title: 'You are subscribed',
      text: 'News and offers will come to your e-mail. You can unsubscribe here or from any of our letters.',
    });
    expect(officeSettingsModel(input({ save: 'saving', isSubscribed: true })).mailing.subscribed).toBeNull();
    expect(officeSettingsModel(input({ save: 'saved', isSubscribed: false })).mailing.subscribed).toBeNull();
  });

  it('writes time zones as UTC offsets with minutes', () => {
    expect(utcOffsetLabel(5.5)).toBe('UTC+05:30');
    expect(utcOffsetLabel(5.75)).toBe('UTC+05:45');
    expect(utcOffsetLabel(-3.5)).toBe('UTC−03:30');
    expect(utcOffsetLabel(0)).toBe('UTC+00:00');
    const zones = choice(officeSettingsModel(input()), 'timeZone').options;
    expect(zones[0]).toEqual({ value: 'auto', label: "This device's time zone" });
    expect(zones.map((z) => z.value)).toEqual(expect.arrayContaining(['-12', '0', '14', '5.5', '5.75']));
  });

  it('offers the bonus type and first-deposit bonus type: 0 none, 1 sports, 2 casino (UCFG-034)', () => {
    const model = officeSettingsModel(input({ bonus: { bonus_type: 1, first_deposit_bonus_type: 2, cashback_mode: 0 } }));
    expect(model.bonus.title).toBe('Bonuses and cashback');
    const [bonusType, firstDeposit] = model.bonus.choices;
    expect(bonusType).toMatchObject({ id: 'bonus_type', label: 'Bonus you take part in', value: '1', isDisabled: false, hint: null });
    expect(bonusType!.options).toEqual([
      { value: '0', label: 'No bonus' },
      { value: '1', label: 'Sports bonus' },
      { value: '2', label: 'Casino bonus' },
    ]);
    expect(firstDeposit).toMatchObject({ id: 'first_deposit_bonus_type', label: 'First deposit bonus', value: '2' });
    const acts = { ...actions(), setBonus: vi.fn() };
    officeSettingsModel(input({ bonus: { bonus_type: 1, first_deposit_bonus_type: 2, cashback_mode: 0 }, actions: acts })).bonus.choices[0]!.onChange('0');
    expect(acts.setBonus).toHaveBeenCalledWith('bonus_type', 0);
  });

  it('reads cashback mode 1 as points from bets, any other as a percent of the balance (UCFG-035)', () => {
    const cashback = (mode: 0 | 1) => officeSettingsModel(input({ bonus: { bonus_type: 0, first_deposit_bonus_type: 0, cashback_mode: mode } })).bonus.choices[2]!;
    expect(cashback(1)).toMatchObject({ id: 'cashback_mode', label: 'Cashback', value: '1', hint: 'Cashback comes as points for each bet you place.' });
    expect(cashback(0)).toMatchObject({ value: '0', hint: 'Cashback comes back as a percent of your balance.' });
    expect(cashback(0).options.map((o) => o.label)).toEqual(['A percent of your balance', 'Points for your bets']);
  });

  it('keeps the bonus choices disabled while the settings load', () => {
    const model = officeSettingsModel(input({ bonus: undefined }));
    expect(model.bonus.status).toBe('loading');
    expect(model.bonus.choices.every((c) => c.isDisabled && c.hint === null)).toBe(true);
  });
});
