// The user action pages (spec: S2 §2 "user action pages").
export { useUserActionScreen, userActionOfRoute } from './use-user-action-screen.ts';
export type { UserActionModel } from './use-user-action-screen.ts';
export type { UserAction } from '../../auth/use-user-action.ts';
export { USER_ACTIONS } from '../../auth/use-user-action.ts';
