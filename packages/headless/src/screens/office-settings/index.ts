// The office settings page (spec: S2 §3 global and mailing settings; S1 §2 office routes).
export { useOfficeSettingsScreen, officeSettingsModel, utcOffsetLabel, TIME_ZONE_OFFSETS } from './use-office-settings-screen.ts';
export type { OfficeSettingsModel, OfficeSettingsInput, SettingsChoice, SettingsSwitch, MailingKey, BonusChoice, BonusKey, DisplaySettings, SaveState } from './use-office-settings-screen.ts';
export * as officeSettingsFixtures from './fixtures.ts';
