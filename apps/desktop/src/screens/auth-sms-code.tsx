import { useTranslation } from '@bf/headless/i18n';
import type { SmsStepState } from '@bf/headless/auth';
import { Button } from '@bf/ui-desktop/components';
import { AuthTextField } from '@bf/ui-desktop/auth';

export interface SmsCodeFieldsProps {
  sms: Pick<SmsStepState, 'isSent' | 'sentTo' | 'secondsLeft' | 'resend' | 'changePhone'>;
  code: string;
  error: string | undefined;
  isBusy: boolean;
  onCode(code: string): void;
}

/** The code sent by SMS, with "send again" and "change number": the same step for SMS sign-in and phone registration. */
export function SmsCodeFields({ sms, code, error, isBusy, onCode }: SmsCodeFieldsProps) {
  const { t } = useTranslation('auth');
  if (!sms.isSent) return null;
  return (
    <>
      <p className="text-sm text-muted">{t('sms.sentTo', { phone: sms.sentTo })}</p>
      <AuthTextField label={t('sms.codeLabel')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} error={error} onChange={(e) => onCode(e.target.value)} />
      <div className="flex items-center justify-between gap-2 text-sm">
        <Button variant="ghost" size="sm" disabled={sms.secondsLeft > 0 || isBusy} onClick={() => void sms.resend()}>
          {sms.secondsLeft > 0 ? t('sms.resendIn', { seconds: sms.secondsLeft }) : t('sms.resend')}
        </Button>
        <Button variant="ghost" size="sm" onClick={sms.changePhone}>
          {t('sms.changePhone')}
        </Button>
      </div>
    </>
  );
}
