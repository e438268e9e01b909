import { USER_ACTIONS, useUserAction, type UserAction } from '../../auth/use-user-action.ts';
import { useCurrentRoute } from '../../shell/use-shell.ts';
import type { LinkModel } from '../auth-form/auth-form-model.ts';

/** A user action page: what the followed link is for, what to do instead, and where to go. */
export interface UserActionModel {
  title: string;
  text: string;
  hint: string;
  primary: LinkModel;
  secondary?: LinkModel;
}

/** The user action a route shows: its route id is the action's name (the screen is mounted on those five routes only). */
export function userActionOfRoute(routeId: string | undefined): UserAction {
  return USER_ACTIONS.find((action) => action === routeId) ?? 'account-verify';
}

/**
 * The model of a user action page (account-verify, activate, activate-fast, password-reset, stop-newsletter; spec:
 * S2 §2): the action is the current route's unless given; the activation pages read their `type` query parameter here.
 */
export function useUserActionScreen(action?: UserAction): UserActionModel {
  const route = useCurrentRoute();
  return useUserAction(action ?? userActionOfRoute(route?.id));
}
