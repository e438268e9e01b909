// The user config hook and its provider (spec: S2 §3 "User config", §4, §5).
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { UserConfig } from '@bf/api-client/web-api/user-config';
import {
  cashbackKind,
  hasContactFields,
  hasRequiredProfileFields,
  isBanned,
  isEmailActivationNeeded,
  isNotVerified,
  isPendingVerification,
  isPhoneActivationNeeded,
  isVerificationAvailable,
  missingProfileFields,
  protectionBand,
  type ProtectionBand,
} from './user-config-rules.ts';
import { createUserConfigStore, type UserConfigStore, type UserConfigStoreOptions } from './user-config-store.ts';

const UserConfigContext = createContext<UserConfigStore | null>(null);

export interface UserConfigProviderProps extends UserConfigStoreOptions {
  children?: ReactNode;
  /** Signed in: the config loads once after hydration (UCFG-016). Never on the server. */
  isSignedIn: boolean;
}

/** Holds the user config store for the page and loads it once when signed in; signing out forgets it. */
export function UserConfigProvider({ children, isSignedIn, ...options }: UserConfigProviderProps) {
  const [store] = useState(() => createUserConfigStore(options));
  useEffect(() => {
    if (isSignedIn) void store.ensureLoaded();
    else store.reset();
  }, [store, isSignedIn]);
  useEffect(() => () => store.reset(), [store]);
  return <UserConfigContext.Provider value={store}>{children}</UserConfigContext.Provider>;
}

/** What `useUserConfig` returns: the config, its flags and what the spec derives from it. */
export interface UserConfigModel {
  config: UserConfig | undefined;
  isInstalled: boolean;
  isLoaded: boolean;
  protectionLevel: number | null;
  protectionBand: ProtectionBand;
  isBanned: boolean;
  isPhoneActivationNeeded: boolean;
  isEmailActivationNeeded: boolean;
  hasRequiredProfileFields: boolean;
  missingProfileFields: string[];
  hasContactFields: boolean;
  isVerificationAvailable: boolean;
  isPendingVerification: boolean;
  isNotVerified: boolean;
  /** user_hide_balance, true by default (UCFG-007). */
  hideBalance: boolean;
  cashback: 'points' | 'percent';
  reload(): Promise<UserConfig | undefined>;
  bindPhone(phone: { phone_number: string; phone_code?: string }): void;
  setBlocked(isBlocked: boolean): void;
}

/**
 * The signed-in player's user config (UCFG-001 to UCFG-035).
 * @example
 * const { protectionBand, isPhoneActivationNeeded } = useUserConfig();
 */
export function useUserConfig(): UserConfigModel {
  const store = useContext(UserConfigContext);
  if (!store) throw new Error('useUserConfig must be used inside a UserConfigProvider');
  const snap = useSnapshot(store.state);
  const config = snap.config as UserConfig | undefined;
  const level = config?.protection_level ?? null;
  return {
    config,
    isInstalled: snap.isInstalled,
    isLoaded: snap.isLoaded,
    protectionLevel: level,
    protectionBand: protectionBand(level),
    isBanned: config ? isBanned(config) : false,
    isPhoneActivationNeeded: config ? isPhoneActivationNeeded(config) : false,
    isEmailActivationNeeded: config ? isEmailActivationNeeded(config) : false,
    hasRequiredProfileFields: config ? hasRequiredProfileFields(config) : false,
    missingProfileFields: config ? missingProfileFields(config) : [],
    hasContactFields: config ? hasContactFields(config) : false,
    isVerificationAvailable: config ? isVerificationAvailable(config) : false,
    isPendingVerification: config ? isPendingVerification(config) : false,
    isNotVerified: config ? isNotVerified(config) : false,
    hideBalance: config?.user_hide_balance ?? true,
    cashback: cashbackKind((config as { cashback_mode?: number } | undefined)?.cashback_mode),
    reload: store.load,
    bindPhone: store.bindPhone,
    setBlocked: store.setBlocked,
  };
}
