// Settings page models for the workbench: mailing loading, everything ready, and a change that could not be saved.
import type { BonusChoice, OfficeSettingsModel, SettingsChoice } from './use-office-settings-screen.ts';

const noop = () => undefined;
const choice = (id: SettingsChoice['id'], label: string, value: string, options: [string, string][]): SettingsChoice => ({
  id,
  label,
  value,
  options: options.map(([optionValue, optionLabel]) => ({ value: optionValue, label: optionLabel })),
  onChange: noop,
});

const choices: SettingsChoice[] = [
  choice('oddsFormat', 'Odds format', '0', [['0', 'Decimal'], ['1', 'Fractional'], ['2', 'American'], ['4', 'Hong Kong'], ['5', 'Indonesian'], ['6', 'Malay']]),
  choice('viewType', 'Line view', '0', [['0', 'European'], ['1', 'Asian']]),
  choice('timeZone', 'Time zone', 'auto', [['auto', "This device's time zone"], ['0', 'UTC+00:00'], ['3', 'UTC+03:00'], ['5.5', 'UTC+05:30']]),
  choice('clock', 'Time format', '24', [['24', '24-hour (18:30)'], ['12', '12-hour (6:30 PM)']]),
  choice('theme', 'Theme', 'system', [['system', 'As on this device'], ['light', 'Light'], ['dark', 'Dark']]),
];

const switches = (isDisabled: boolean): OfficeSettingsModel['mailing']['switches'] => [
  { id: 'enable_mail_news', label: 'News and offers by e-mail', isOn: !isDisabled, isDisabled, onChange: noop },
  { id: 'enable_mail_deposit', label: 'E-mails about deposits and withdrawals', isOn: !isDisabled, isDisabled, onChange: noop },
  { id: 'enable_mail_bets', label: 'Bet results by e-mail', isOn: false, isDisabled, onChange: noop },
  { id: 'enable_sms_news', label: 'News and offers by SMS', isOn: false, isDisabled, onChange: noop },
];

const bonusChoices = (isDisabled: boolean): BonusChoice[] => [
  { id: 'bonus_type', label: 'Bonus you take part in', value: '1', options: [{ value: '0', label: 'No bonus' }, { value: '1', label: 'Sports bonus' }, { value: '2', label: 'Casino bonus' }], hint: null, isDisabled, onChange: noop },
  { id: 'first_deposit_bonus_type', label: 'First deposit bonus', value: '1', options: [{ value: '0', label: 'No bonus' }, { value: '1', label: 'Sports bonus' }, { value: '2', label: 'Casino bonus' }], hint: null, isDisabled, onChange: noop },
  { id: 'cashback_mode', label: 'Cashback', value: '0', options: [{ value: '0', label: 'A percent of your balance' }, { value: '1', label: 'Points for your bets' }], hint: isDisabled ? null : 'Cashback comes back as a percent of your balance.', isDisabled, onChange: noop },
];

export const loading: OfficeSettingsModel = {
  title: 'Settings',
  display: { title: 'Display', choices },
  mailing: { title: 'Mailing and notifications', status: 'loading', loadingText: 'Loading your settings…', switches: switches(true), subscribed: null },
  bonus: { title: 'Bonuses and cashback', status: 'loading', choices: bonusChoices(true) },
  save: null,
};

export const ready: OfficeSettingsModel = {
  ...loading,
  mailing: { ...loading.mailing, status: 'ready', switches: switches(false) },
  bonus: { ...loading.bonus, status: 'ready', choices: bonusChoices(false) },
  save: { text: 'Saved', tone: 'info' },
};

export const saveFailed: OfficeSettingsModel = { ...ready, save: { text: 'Your choice applies in this browser but could not be saved to your account. Try again.', tone: 'error' } };
export const subscribed: OfficeSettingsModel = { ...ready, mailing: { ...ready.mailing, subscribed: { title: 'You are subscribed', text: 'News and offers will come to your e-mail. You can unsubscribe here or from any of our letters.' } } };
