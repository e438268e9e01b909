import { useTranslation } from 'react-i18next';
import { USER_ACTIONS, useUserAction, type LinkPhase, type UserAction, type UserActionState } from '../../auth/use-user-action.ts';
import { useCurrentRoute } from '../../shell/use-shell.ts';
import type { AuthFormModel, LinkModel, Translate } from '../auth-form/auth-form-model.ts';

/**
 * A user action page: what the followed link is for or what it did, in a notice with its buttons; the password reset
 * shows its form (new password twice) while the link is good.
 */
export interface UserActionModel {
  title: string;
  phase: LinkPhase;
  tone: 'info' | 'success' | 'error';
  text: string;
  hint: string;
  /** Carries the link out (or tries again); busy while it runs. */
  confirm?: { label: string; onPress(): void; isBusy: boolean };
  /** The password reset's form, in place of the notice. */
  form?: AuthFormModel;
  primary: LinkModel;
  secondary?: LinkModel;
}

/** The user action a route shows: its route id is the action's name (the screen is mounted on those five routes only). */
export function userActionOfRoute(routeId: string | undefined): UserAction {
  return USER_ACTIONS.find((action) => action === routeId) ?? 'account-verify';
}

/** The page model over the link state: the reset's form is an auth form (two password fields and a submit). */
export function userActionModel(state: UserActionState, t: Translate): UserActionModel {
  const { reset, confirm } = state;
  const form: AuthFormModel | undefined =
    reset && confirm
      ? {
          // The form's heading is the page's one heading.
          title: state.title,
          isBusy: confirm.isBusy,
          onSubmit: reset.submit,
          intro: state.hint,
          fields: [
            { kind: 'password', id: 'newPassword', label: t('actions.newPassword'), value: reset.password, error: reset.errors.password, hint: t('registration.passwordHint'), autoComplete: 'new-password', autoFocus: true, showLabel: t('password.show'), hideLabel: t('password.hide'), onText: reset.setPassword },
            { kind: 'password', id: 'repeatPassword', label: t('actions.repeatPassword'), value: reset.repeat, error: reset.errors.repeat, autoComplete: 'new-password', showLabel: t('password.show'), hideLabel: t('password.hide'), onText: reset.setRepeat },
          ],
          checks: [],
          submit: { label: confirm.label, isBusy: confirm.isBusy, isDisabled: confirm.isBusy },
        }
      : undefined;
  return {
    title: state.title,
    phase: state.phase,
    tone: state.tone,
    text: state.text,
    hint: state.hint,
    confirm: form ? undefined : confirm,
    form,
    primary: state.primary,
    secondary: state.secondary,
  };
}

/**
 * The model of a user action page (account-verify, activate, activate-fast, password-reset, stop-newsletter; spec:
 * S2 §2): the action is the current route's unless given; the link's token and the activation `type` come from the query.
 */
export function useUserActionScreen(action?: UserAction): UserActionModel {
  const route = useCurrentRoute();
  const { t } = useTranslation('auth');
  return userActionModel(useUserAction(action ?? userActionOfRoute(route?.id)), t);
}
