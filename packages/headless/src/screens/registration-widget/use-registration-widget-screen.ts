import { useTranslation } from 'react-i18next';
import { useRegistrationWidget } from '../../auth/use-registration-widget.ts';
import type { LinkModel } from '../auth-form/auth-form-model.ts';

/** The right column's invitation to register: a pitch, "register" and "log in" (their plain clicks open the modals). */
export interface RegistrationWidgetModel {
  title: string;
  text: string;
  register: LinkModel;
  login: LinkModel;
}

/**
 * The registration widget's model (spec: S1 §4, S2 §6; AUTH-007, GUARD-006): undefined unless a visitor sees the
 * right column where registration is open.
 */
export function useRegistrationWidgetScreen({ isRightColumnHidden }: { isRightColumnHidden: boolean }): RegistrationWidgetModel | undefined {
  const { t } = useTranslation();
  const widget = useRegistrationWidget({ isRightColumnHidden });
  if (!widget.isVisible || !widget.registrationLink) return undefined;
  return {
    title: t('auth:widget.title'),
    text: t('auth:widget.text'),
    register: { label: t('auth.register'), ...widget.registrationLink },
    login: { label: t('auth.login'), ...widget.loginLink },
  };
}
