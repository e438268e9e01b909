import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useSessionServices } from './session-provider.tsx';

/** The captcha challenge a waiting request asked for, as the UI renders it (spec: S2 §7, §8 captcha hook). */
export interface CaptchaChallengeState {
  isOpen: boolean;
  /** The question, or null while it loads. */
  question: string | null;
  answer: string;
  /** A translated error for the answer field, if any. */
  error: string | undefined;
  isBusy: boolean;
  setAnswer(answer: string): void;
  submit(): void;
  reload(): void;
  cancel(): void;
}

/** The reference captcha asks in English ("What is 23 + 17?"): the sum is shown in the player's language. */
function localiseQuestion(question: string | null, t: (key: string, options?: Record<string, unknown>) => string): string | null {
  const sum = question ? /^What is (\d{1,4} [+\-×x*] \d{1,4})\?$/.exec(question.trim()) : null;
  return sum ? t('captcha.question', { expression: sum[1] }) : question;
}

const ERROR_KEYS = { empty: 'captcha.errorEmpty', wrong: 'captcha.errorWrong', load_failed: 'captcha.errorLoad' } as const;

/** The open captcha challenge; the apps render it as a dialog. */
export function useCaptchaChallenge(): CaptchaChallengeState {
  const { captcha } = useSessionServices();
  const snap = useSnapshot(captcha.state);
  const { t } = useTranslation('auth');
  return {
    isOpen: snap.isOpen,
    question: localiseQuestion(snap.question, t),
    answer: snap.answer,
    error: snap.error ? t(ERROR_KEYS[snap.error]) : undefined,
    isBusy: snap.isBusy,
    setAnswer: captcha.setAnswer,
    submit: () => void captcha.submit(),
    reload: () => void captcha.reload(),
    cancel: captcha.cancel,
  };
}
