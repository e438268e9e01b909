// The signed-in player's user config (spec: S2 §3 "User config", §4, §5, §8).
export {
  activationTypeAfterPhoneBinding,
  applyPhoneBinding,
  isPhoneActivationNeeded,
  isEmailActivationNeeded,
  protectionBand,
  isBanned,
  isPendingVerification,
  isNotVerified,
  isVerificationAvailable,
  hasRequiredProfileFields,
  missingProfileFields,
  hasContactFields,
  cashbackKind,
  withBlocked,
} from './user-config-rules.ts';
export type { ActivationType, ProtectionBand } from './user-config-rules.ts';
export { createUserConfigStore } from './user-config-store.ts';
export type { UserConfigState, UserConfigStore, UserConfigStoreOptions } from './user-config-store.ts';
export { UserConfigProvider, useUserConfig } from './use-user-config.tsx';
export type { UserConfigProviderProps, UserConfigModel } from './use-user-config.tsx';
