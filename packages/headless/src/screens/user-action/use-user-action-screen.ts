import { useUserAction, type UserAction } from '../../auth/use-user-action.ts';
import type { LinkModel } from '../auth-form/auth-form-model.ts';

/** A user action page: what the followed link is for, what to do instead, and where to go. */
export interface UserActionModel {
  title: string;
  text: string;
  hint: string;
  primary: LinkModel;
  secondary?: LinkModel;
}

/**
 * The model of a user action page (account-verify, activate, activate-fast, password-reset, stop-newsletter; spec:
 * S2 §2): the activation pages read their `type` query parameter here.
 */
export function useUserActionScreen(action: UserAction): UserActionModel {
  return useUserAction(action);
}
