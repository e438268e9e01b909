import type { Messages } from '../i18n/load-messages.ts';

export type ThemeName = 'light' | 'dark';

/** What the shell (header, footer, navigation) renders from; the `lng` route's loader data. */
export interface ShellData {
  lng: string;
  messages: Messages;
  theme: ThemeName;
  isSignedIn: boolean;
  /** Languages this visitor may switch to. */
  languages: { code: string; nativeName: string }[];
  companyName: string;
  isRegistrationAvailable: boolean;
  isProduction: boolean;
  availableRoutes: number[];
  maintenanceEndsAt: string | null;
}
