// The convert-account reminder on sign-in (spec: S2 §4 "Convert-account reminder"; ACCT-020, ACCT-021).
import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ConvertReminder } from '@bf/api-client/office-care';
import { convertAccountTitleKey } from '../accounts/accounts-rules.ts';
import { browserSessionStorage } from '../env/browser-storage.ts';
import { routeHref } from '../routes/route-links.ts';
import { useSession, useSessionServices } from '../session/use-session.ts';

/** The notice: its title (ACCT-021's key), which notice it is, the way to the page, and dismissing it. */
export interface ConvertReminderModel {
  kind: 'main' | 'additional';
  title: string;
  text: string;
  link: { label: string; href: string };
  dismissLabel: string;
  onDismiss(): void;
}

/** sessionStorage key: the reminder was asked for in this tab, so a page load does not ask again. */
export const CONVERT_REMINDER_ASKED_KEY = 'bf_convert_reminder_asked';

/** The notice of an answer (pure: tests use it directly); null when the API names none. */
export function convertReminderModel(t: TFunction, lng: string, answer: ConvertReminder | null, onDismiss: () => void): ConvertReminderModel | null {
  if (!answer?.notice) return null;
  const account = answer.convertAccount.account;
  return {
    kind: answer.notice,
    title: t(convertAccountTitleKey(account?.iso ?? '', account?.moneyMinor ?? 0), { iso: account?.iso ?? '' }),
    text: t(`convert_remind_${answer.notice}`),
    link: { label: t('convert_remind_open'), href: routeHref('office-convert-account', lng) },
    dismissLabel: t('convert_remind_dismiss'),
    onDismiss,
  };
}

/**
 * Once a player is signed in, asks the office API for the reminder once per tab; the API answers a notice only
 * while the status allows it (1 main, 2 additional) and the player was never reminded, and marks them reminded in
 * the same statement (ACCT-020), so the notice shows once, ever.
 */
export function useConvertAccountReminder(): ConvertReminderModel | null {
  const { t, i18n } = useTranslation('office');
  const { isSignedIn } = useSession();
  const { api } = useSessionServices();
  const [answer, setAnswer] = useState<ConvertReminder | null>(null);
  useEffect(() => {
    if (!isSignedIn) return;
    const storage = browserSessionStorage();
    if (storage?.getItem(CONVERT_REMINDER_ASKED_KEY)) return;
    storage?.setItem(CONVERT_REMINDER_ASKED_KEY, '1');
    let live = true;
    // A failure leaves the player unreminded on the server: the next tab asks again.
    // The call's code (and the office schemas it parses with) loads only for a signed-in player: the overlays that
    // hold this hook load on every page after hydration.
    import('@bf/api-client/office-care')
      .then(({ createOfficeCareApi }) => createOfficeCareApi(api.http).remindConversion())
      .then((next) => live && setAnswer(next), () => storage?.setItem(CONVERT_REMINDER_ASKED_KEY, ''));
    return () => {
      live = false;
    };
  }, [isSignedIn, api.http]);
  return isSignedIn ? convertReminderModel(t, i18n.language || 'en', answer, () => setAnswer(null)) : null;
}
