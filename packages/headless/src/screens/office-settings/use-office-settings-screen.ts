import { useCallback, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { officeKeys, type OfficeSettings } from '@bf/api-client/office';
import { ODDS_FORMAT_IDS } from '../../odds/odds-format.ts';
import { APP_VIEW_TYPE, ASIAN_VIEW_ODDS_FORMATS, type AppViewType } from '../../odds/allowed-odds-format.ts';
import { useSessionServices } from '../../session/use-session.ts';
import { useSportsServices } from '../../sports/sports-context.tsx';
import { useTheme, type ThemeName } from '../../theme/use-theme.ts';
import { useDisplayMode } from '../../settings/use-display-mode.ts';
import type { FontSize } from '../../settings/display-mode.ts';
import { notifyCallOutcome, notifyRestError } from '../../notify/rest-error-notifier.ts';
import { cashbackKind } from '../../user-config/user-config-rules.ts';

/** One setting picked from a list; values are strings so markup can use a select or radio buttons. */
export interface SettingsChoice {
  id: 'oddsFormat' | 'viewType' | 'timeZone' | 'clock' | 'theme' | 'fontSize' | 'compact' | 'impaired';
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
}

/** One on/off setting. */
export interface SettingsSwitch {
  id: MailingKey;
  label: string;
  isOn: boolean;
  isDisabled: boolean;
  onChange(isOn: boolean): void;
}

/** The bonus settings the account keeps (spec S2 §3: bonus_type, first_deposit_bonus_type, cashback_mode). */
export type BonusKey = 'bonus_type' | 'first_deposit_bonus_type' | 'cashback_mode';
const BONUS_KEYS: readonly BonusKey[] = ['bonus_type', 'first_deposit_bonus_type', 'cashback_mode'];

/** One bonus setting picked from its list (values as strings, like the display choices). */
export interface BonusChoice {
  id: BonusKey;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  /** What the chosen value means for the player (the cashback kind, UCFG-035); null when the label says it all. */
  hint: string | null;
  isDisabled: boolean;
  onChange(value: string): void;
}

/** The office settings page (office/settings). */
export interface OfficeSettingsModel {
  title: string;
  display: { title: string; choices: SettingsChoice[] };
  mailing: {
    title: string;
    status: 'loading' | 'ready';
    loadingText: string;
    switches: SettingsSwitch[];
    /** The e-mail subscription just saved: email_subscription_success_title and text (ERR-014); null otherwise. */
    subscribed: { title: string; text: string } | null;
  };
  /** The bonus type, first-deposit bonus type and cashback mode (UCFG-034, UCFG-035). */
  bonus: { title: string; status: 'loading' | 'ready'; choices: BonusChoice[] };
  /** What became of the last change: saving, saved to the account, or not saved (it still applies here). */
  save: { text: string; tone: 'info' | 'error' } | null;
}

export type MailingKey = 'enable_mail_news' | 'enable_mail_deposit' | 'enable_mail_bets' | 'enable_sms_news';
const MAILING_KEYS: readonly MailingKey[] = ['enable_mail_news', 'enable_mail_deposit', 'enable_mail_bets', 'enable_sms_news'];

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** What the display part shows: the site's current display settings. */
export interface DisplaySettings {
  coefViewId: number;
  appViewType: AppViewType;
  is12h: boolean;
  /** Hours from UTC the player chose; null: this device's zone. */
  timeZoneHours: number | null;
  theme: ThemeName;
  followsSystemTheme: boolean;
  /** Font size step, compact and visually impaired modes (CFG-019); absent, the defaults. */
  fontSize?: FontSize;
  isCompact?: boolean;
  isVisuallyImpaired?: boolean;
}

export interface OfficeSettingsInput {
  t: TFunction;
  display: DisplaySettings;
  mailing: Pick<OfficeSettings, MailingKey> | undefined;
  /** The account's bonus settings; undefined while they load. */
  bonus?: Pick<OfficeSettings, BonusKey> | undefined;
  save: SaveState;
  /** The last saved change switched e-mail news on (ERR-014). */
  isSubscribed?: boolean;
  actions: {
    setOddsFormat(id: number): void;
    setViewType(viewType: AppViewType): void;
    set12h(is12h: boolean): void;
    setTimeZone(hours: number | null): void;
    setTheme(theme: ThemeName | 'system'): void;
    setFontSize?(size: FontSize): void;
    setCompact?(isOn: boolean): void;
    setVisuallyImpaired?(isOn: boolean): void;
    setMailing(key: MailingKey, isOn: boolean): void;
    setBonus?(key: BonusKey, value: number): void;
  };
}

/**
 * The zones on offer, hours from UTC: every whole hour from −12 to +14 and the half and three-quarter hours in use
 * (India +5:30, Nepal +5:45, Iran +3:30, Afghanistan +4:30, Myanmar +6:30, Adelaide +9:30, Newfoundland −3:30…).
 */
export const TIME_ZONE_OFFSETS: readonly number[] = [
  ...Array.from({ length: 27 }, (_, i) => i - 12),
  -9.5, -3.5, 3.5, 4.5, 5.5, 5.75, 6.5, 8.75, 9.5, 10.5, 12.75,
].sort((a, b) => a - b);

/** "UTC+05:30", "UTC−03:30", "UTC+00:00". */
export function utcOffsetLabel(hours: number): string {
  const minutes = Math.round(Math.abs(hours) * 60);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `UTC${hours < 0 ? '−' : '+'}${hh}:${mm}`;
}

const AUTO = 'auto';

/** The settings page's model from the current settings (pure: tests and fixtures use it directly). */
export function officeSettingsModel({ t, display, mailing, bonus, save, isSubscribed = false, actions }: OfficeSettingsInput): OfficeSettingsModel {
  // The Asian view shows its own formats only (SPORT-007); the store adjusts the current one the same way.
  const formats = display.appViewType === APP_VIEW_TYPE.asian ? ODDS_FORMAT_IDS.filter((id) => ASIAN_VIEW_ODDS_FORMATS.includes(id)) : ODDS_FORMAT_IDS;
  const choices: SettingsChoice[] = [
    {
      id: 'oddsFormat',
      label: t('settings_odds_format'),
      value: String(display.coefViewId),
      options: formats.map((id) => ({ value: String(id), label: t(`oddsFormat.${id}`, { ns: 'sports' }) })),
      onChange: (value) => actions.setOddsFormat(Number(value)),
    },
    {
      id: 'viewType',
      label: t('settings_view_type'),
      value: String(display.appViewType),
      options: [
        { value: '0', label: t('settings_view_european') },
        { value: '1', label: t('settings_view_asian') },
      ],
      onChange: (value) => actions.setViewType(value === '1' ? APP_VIEW_TYPE.asian : APP_VIEW_TYPE.european),
    },
    {
      id: 'timeZone',
      label: t('settings_time_zone'),
      value: display.timeZoneHours === null ? AUTO : String(display.timeZoneHours),
      options: [{ value: AUTO, label: t('settings_time_zone_auto') }, ...TIME_ZONE_OFFSETS.map((hours) => ({ value: String(hours), label: utcOffsetLabel(hours) }))],
      onChange: (value) => actions.setTimeZone(value === AUTO ? null : Number(value)),
    },
    {
      id: 'clock',
      label: t('settings_clock'),
      value: display.is12h ? '12' : '24',
      options: [
        { value: '24', label: t('settings_clock_24') },
        { value: '12', label: t('settings_clock_12') },
      ],
      onChange: (value) => actions.set12h(value === '12'),
    },
    {
      id: 'theme',
      label: t('settings_theme'),
      value: display.followsSystemTheme ? 'system' : display.theme,
      options: [
        { value: 'system', label: t('settings_theme_system') },
        { value: 'light', label: t('settings_theme_light') },
        { value: 'dark', label: t('settings_theme_dark') },
      ],
      onChange: (value) => actions.setTheme(value === 'dark' ? 'dark' : value === 'light' ? 'light' : 'system'),
    },
    // Font size, compact and visually impaired modes: the page's root tokens, drawn by both kits (CFG-019).
    {
      id: 'fontSize',
      label: t('display.fontSize', { ns: 'common' }),
      value: String(display.fontSize ?? 0),
      options: [
        { value: '0', label: t('display.fontSizeNormal', { ns: 'common' }) },
        { value: '1', label: t('display.fontSizeLarge', { ns: 'common' }) },
        { value: '2', label: t('display.fontSizeLargest', { ns: 'common' }) },
      ],
      onChange: (value) => actions.setFontSize?.(value === '2' ? 2 : value === '1' ? 1 : 0),
    },
    onOff('compact', t('display.compact', { ns: 'common' }), display.isCompact ?? false, (isOn) => actions.setCompact?.(isOn)),
    onOff('impaired', t('display.impaired', { ns: 'common' }), display.isVisuallyImpaired ?? false, (isOn) => actions.setVisuallyImpaired?.(isOn)),
  ];
  function onOff(id: SettingsChoice['id'], label: string, isOn: boolean, onChange: (isOn: boolean) => void): SettingsChoice {
    return {
      id,
      label,
      value: isOn ? '1' : '0',
      options: [
        { value: '0', label: t('display.off', { ns: 'common' }) },
        { value: '1', label: t('display.on', { ns: 'common' }) },
      ],
      onChange: (value) => onChange(value === '1'),
    };
  }
  const saveText: Record<SaveState, OfficeSettingsModel['save']> = {
    idle: null,
    saving: { text: t('settings_saving'), tone: 'info' },
    saved: { text: t('settings_saved'), tone: 'info' },
    failed: { text: t('settings_save_failed'), tone: 'error' },
  };
  return {
    title: t('settings_title'),
    display: { title: t('settings_display'), choices },
    mailing: {
      title: t('settings_mailing'),
      status: mailing ? 'ready' : 'loading',
      loadingText: t('settings_loading'),
      switches: MAILING_KEYS.map((key) => ({
        id: key,
        label: t(`settings_${key.replace('enable_', '')}`),
        isOn: mailing?.[key] ?? false,
        isDisabled: !mailing,
        onChange: (isOn: boolean) => actions.setMailing(key, isOn),
      })),
      subscribed: isSubscribed && save === 'saved' ? { title: t('email_subscription_success_title'), text: t('email_subscription_success_text') } : null,
    },
    bonus: {
      title: t('settings_bonus'),
      status: bonus ? 'ready' : 'loading',
      choices: BONUS_KEYS.map((key): BonusChoice => {
        const value = bonus?.[key] ?? 0;
        // bonus types: 0 none, 1 sports, 2 casino (the registration's bonus choice); cashback: 1 points from bets, else percent on balance.
        const values = key === 'cashback_mode' ? [0, 1] : [0, 1, 2];
        return {
          id: key,
          label: t(`settings_${key}`),
          value: String(value),
          options: values.map((option) => ({ value: String(option), label: t(`settings_${key}_${option}`) })),
          hint: key === 'cashback_mode' && bonus ? t(`settings_cashback_kind_${cashbackKind(value)}`) : null,
          isDisabled: !bonus,
          onChange: (next) => actions.setBonus?.(key, Number(next)),
        };
      }),
    },
    save: saveText[save],
  };
}

/**
 * The office settings page (spec: S2 §3 global settings and mailing settings; UCFG-033): each change applies across
 * the site at once (odds buttons, start times, the theme) and is saved to the player's account through the settings
 * call. A change that could not be saved still applies in this browser and says so; a mailing switch that could not
 * be saved goes back.
 */
export function useOfficeSettingsScreen(): OfficeSettingsModel {
  const { t } = useTranslation('office');
  const { api } = useSessionServices();
  const { settings, zone } = useSportsServices();
  const snap = useSnapshot(settings.state);
  const { hours } = useSnapshot(zone);
  const theme = useTheme();
  const displayMode = useDisplayMode();
  const remote = useSWR(officeKeys.settings(), () => api.office.getSettings());
  const [save, setSave] = useState<SaveState>('idle');
  const [isSubscribed, setSubscribed] = useState(false);
  const { mutate } = remote;

  const persist = useCallback(
    (change: Partial<OfficeSettings>, rollback?: Partial<OfficeSettings>) => {
      setSave('saving');
      setSubscribed(false);
      api.office.updateSettings(change).then(
        (saved) => {
          void mutate(saved, { revalidate: false });
          setSave('saved');
          // spec S2 §8: a saved e-mail subscription says so with its own title and text (ERR-014).
          setSubscribed(change.enable_mail_news === true && saved.enable_mail_news);
          // spec S1 §8: the call's outcome as a notification, 200 "saved" (ERR-002).
          notifyCallOutcome(200);
        },
        (error: unknown) => {
          if (rollback) void mutate((current) => (current ? { ...current, ...rollback } : current), { revalidate: false });
          setSave('failed');
          // 400 error, 401 unauthorized, 403 forbidden (ERR-004 to ERR-006); a cancelled call says nothing.
          notifyRestError(error);
        },
      );
    },
    [api, mutate],
  );

  return officeSettingsModel({
    t,
    display: { coefViewId: snap.coefViewId, appViewType: snap.appViewType, is12h: snap.is12h, timeZoneHours: hours, theme: theme.theme, followsSystemTheme: theme.followsSystem, fontSize: displayMode.mode.fontSize, isCompact: displayMode.mode.isCompact, isVisuallyImpaired: displayMode.mode.isVisuallyImpaired },
    mailing: remote.data,
    bonus: remote.data,
    save,
    isSubscribed,
    actions: {
      setOddsFormat: (id) => {
        settings.setOddsFormat(id);
        persist({ coef_view_id: settings.state.coefViewId });
      },
      setViewType: (viewType) => {
        settings.setViewType(viewType);
        persist({ app_view_type: settings.state.appViewType, coef_view_id: settings.state.coefViewId });
      },
      set12h: (is12h) => {
        settings.set12h(is12h);
        // The cookie too: the server writes the next page's times in this clock (CFG-019).
        displayMode.change({ is12h });
        persist({ is_12h: is12h });
      },
      setTimeZone: (next) => {
        zone.hours = next;
        persist({ time_zone: next });
      },
      setTheme: (next) => {
        theme.choose(next);
        persist({ app_theme: next === 'system' ? null : next === 'dark' ? 1 : 0 });
      },
      // Kept in this browser (cookies the server renders with); the settings call has no fields for them.
      setFontSize: (size) => displayMode.change({ fontSize: size }),
      setCompact: (isOn) => displayMode.change({ isCompact: isOn }),
      setVisuallyImpaired: (isOn) => displayMode.change({ isVisuallyImpaired: isOn }),
      setBonus: (key, value) => {
        const before = remote.data?.[key];
        void mutate((current) => (current ? ({ ...current, [key]: value } as OfficeSettings) : current), { revalidate: false });
        persist({ [key]: value } as Partial<OfficeSettings>, before === undefined ? undefined : ({ [key]: before } as Partial<OfficeSettings>));
      },
      setMailing: (key, isOn) => {
        const before = remote.data?.[key];
        void mutate((current) => (current ? { ...current, [key]: isOn } : current), { revalidate: false });
        persist({ [key]: isOn }, before === undefined ? undefined : { [key]: before });
      },
    },
  });
}
