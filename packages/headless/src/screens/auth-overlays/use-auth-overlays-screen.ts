import { useTranslation } from 'react-i18next';
import { useConvertAccountReminder, type ConvertReminderModel } from '../../office-care/convert-reminder.ts';
import { useAuthModal } from '../../auth/use-auth-modal.ts';
import { useRegistrationReminder } from '../../auth/registration-reminder.ts';
import { useCaptchaChallenge } from '../../session/use-captcha-challenge.ts';
import { useSession } from '../../session/session-provider.tsx';
import type { ActionModel, LinkModel, TextFieldModel } from '../auth-form/auth-form-model.ts';
import { useForgotPasswordScreen, type ForgotPasswordModel } from '../forgot-password/use-forgot-password-screen.ts';

/** A modal dialog's frame: whether it shows, its title and description, and how it closes. */
export interface DialogModel {
  isOpen: boolean;
  title: string;
  description?: string;
  closeLabel: string;
  onClose(): void;
}

/** The captcha challenge (spec: S2 §4 captcha): the question, the answer field, send and "another question". */
export interface CaptchaModel extends DialogModel {
  isBusy: boolean;
  /** The question, or "loading…" while it loads. */
  question: string;
  field: TextFieldModel;
  submit: { label: string; isDisabled: boolean };
  onSubmit(): void;
  reload: ActionModel;
}

/** The registration reminder for visitors (spec: S2 §4 "Registration reminder popup"). */
export interface ReminderModel extends DialogModel {
  register: LinkModel;
  later: ActionModel;
}

/** "You were signed out after a period of inactivity", across the top of the page. */
export interface InactivityNoticeModel {
  title: string;
  text: string;
  dismissLabel: string;
  onDismiss(): void;
}

/** What sign-in shows over any page: the inactivity notice, the forgot-password modal, the captcha and the reminder. */
export interface AuthOverlaysModel {
  inactivity?: InactivityNoticeModel;
  forgotPassword: ForgotPasswordModel;
  captcha: CaptchaModel;
  reminder: ReminderModel;
  /** The convert-account reminder after sign-in (ACCT-020), once; null when there is none. */
  convertReminder: ConvertReminderModel | null;
}

/** The model of the overlays sign-in puts over every page; their code loads after the page. */
export function useAuthOverlaysScreen(): AuthOverlaysModel {
  const { t } = useTranslation('auth');
  const session = useSession();
  const forgotPassword = useForgotPasswordScreen();
  const captcha = useCaptchaChallenge();
  const reminder = useRegistrationReminder();
  const auth = useAuthModal();
  const convertReminder = useConvertAccountReminder();
  return {
    inactivity: session.wasSignedOutForInactivity ? { title: t('session.inactivityTitle'), text: t('session.inactivityText'), dismissLabel: t('session.dismiss'), onDismiss: session.dismissInactivityNotice } : undefined,
    convertReminder,
    forgotPassword,
    captcha: {
      isOpen: captcha.isOpen,
      title: t('captcha.title'),
      description: t('captcha.text'),
      closeLabel: t('captcha.cancel'),
      onClose: captcha.cancel,
      isBusy: captcha.isBusy,
      question: captcha.question ?? t('captcha.loading'),
      field: { kind: 'text', id: 'captchaAnswer', label: t('captcha.answerLabel'), inputMode: 'numeric', autoComplete: 'off', value: captcha.answer, error: captcha.error, onText: captcha.setAnswer },
      submit: { label: t('captcha.submit'), isDisabled: captcha.isBusy },
      onSubmit: captcha.submit,
      reload: { label: t('captcha.reload'), isDisabled: captcha.isBusy, onPress: captcha.reload },
    },
    reminder: {
      isOpen: reminder.isOpen,
      title: t('reminder.title'),
      description: t('reminder.text'),
      closeLabel: t('common.close'),
      onClose: reminder.dismiss,
      register: {
        label: t('reminder.register'),
        href: reminder.registrationHref,
        onClick: (event) => {
          reminder.dismiss();
          // The registration modal where AUTH-003 allows it, else the page the link leads to.
          auth.registrationLink?.onClick(event);
        },
      },
      later: { label: t('reminder.later'), onPress: reminder.dismiss },
    },
  };
}
