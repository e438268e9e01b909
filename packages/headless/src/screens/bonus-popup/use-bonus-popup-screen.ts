import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { BonusPopupInformation } from '@bf/api-client/office';
import { balanceText, canShowFirstDepositBonus, FIRST_DEPOSIT_BONUS_DELAY_MS } from '../../accounts/accounts-rules.ts';
import { useOptionalOfficeServices } from '../../accounts/use-accounts.tsx';
import { browserSessionStorage, type KeyValueStorage } from '../../env/browser-storage.ts';
import { useOpenModalCount } from '../../interactions/open-modals.ts';
import { routeHref } from '../../routes/route-links.ts';
import { useSession, useSessionServices } from '../../session/use-session.ts';

/** sessionStorage key: the popup was closed in this session (this tab); logout clears it. */
export const BONUS_POPUP_CLOSED_KEY = 'bf.firstDepositBonusClosed';

/** The first-deposit bonus popup (ACCT-022): closed, or open with its offer. */
export interface BonusPopupModel {
  isOpen: boolean;
  title: string;
  text: string;
  deposit: { label: string; href: string; onPress(): void };
  close: { label: string; onPress(): void };
}

export function bonusPopupModel({ t, lng, info, isOpen, close }: { t: TFunction; lng: string; info: BonusPopupInformation | null; isOpen: boolean; close(): void }): BonusPopupModel {
  return {
    isOpen: isOpen && info !== null,
    title: t('bonus_popup_title'),
    text: info ? t('bonus_popup_text', { percent: info.percent, max: balanceText({ moneyMinor: info.maxBonusMinor, iso: info.iso }, { lng, hidden: false }) }) : '',
    deposit: { label: t('bonus_popup_deposit'), href: routeHref('office-recharge', lng), onPress: close },
    close: { label: t('bonus_popup_close'), onPress: close },
  };
}

/** What the popup waits on: signed in, user config loaded, no deposit yet, not closed in this session. */
export interface BonusPopupConditions {
  isSignedIn: boolean;
  userConfig: { has_deposit: boolean } | undefined;
  isClosedThisSession: boolean;
}

/** Whether to ask the bonus popup information now (the feature is on when the answer says the bonus is available). */
export const shouldAskBonusPopup = ({ isSignedIn, userConfig, isClosedThisSession }: BonusPopupConditions) =>
  canShowFirstDepositBonus({ isAuthorised: isSignedIn, isUserConfigLoaded: userConfig !== undefined, hasDeposit: userConfig?.has_deposit ?? false, isFeatureEnabled: true, isClosedThisSession });

/**
 * The first-deposit bonus popup (spec S2 §2 modals, §3 "First-deposit bonus modal", §9 bonus popup delay; ACCT-022,
 * CALL-029, CONST-006): once the conditions hold, the bonus popup information call says whether the bonus is
 * available (the feature flag, and ACCT-007's isAvailableFirstDepositBonus); if so the popup opens 15 s later, once
 * per session. Closing it (or going to deposit) sets the session flag; logout clears it.
 */
export function useBonusPopupScreen(options: { delayMs?: number; storage?: KeyValueStorage | null } = {}): BonusPopupModel {
  const { t, i18n } = useTranslation('office');
  const lng = i18n.language || 'en';
  const { api, state } = useSessionServices();
  const { isSignedIn } = useSession();
  const { userConfig } = useSnapshot(state);
  const accounts = useOptionalOfficeServices();
  const delayMs = options.delayMs ?? FIRST_DEPOSIT_BONUS_DELAY_MS;
  const [storage] = useState(() => (options.storage === undefined ? browserSessionStorage() : options.storage));
  const [info, setInfo] = useState<BonusPopupInformation | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [isClosed, setClosed] = useState(() => storage?.getItem(BONUS_POPUP_CLOSED_KEY) === '1');
  const hasDeposit = userConfig?.has_deposit;
  const ask = shouldAskBonusPopup({ isSignedIn, userConfig: hasDeposit === undefined ? undefined : { has_deposit: hasDeposit }, isClosedThisSession: isClosed });

  useEffect(() => {
    if (isSignedIn) return;
    // Logout resets the session flag (spec S2 §3).
    storage?.setItem(BONUS_POPUP_CLOSED_KEY, '');
    setClosed(false);
    setOpen(false);
  }, [isSignedIn, storage]);

  useEffect(() => {
    if (!ask) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    api.office.getBonusPopupInformation().then(
      (answer) => {
        if (!live) return;
        accounts?.store.setFirstDepositBonusAvailable(answer.isAvailable);
        if (!answer.isAvailable) return;
        setInfo(answer);
        timer = setTimeout(() => setOpen(true), delayMs);
      },
      (error: unknown) => console.warn('bonus popup information failed', error instanceof Error ? error.message : error),
    );
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [ask, api, accounts, delayMs]);

  // Due while the player has a sheet or dialog open (the account sheet, the bet slip), it waits for it to close:
  // opened under it, it could not be reached. Once shown it stays until closed.
  const openModals = useOpenModalCount();
  const [isShown, setShown] = useState(false);
  const canShow = isOpen && ask && (isShown || openModals === 0);
  useEffect(() => {
    if (canShow && !isShown) setShown(true);
    if (!isOpen && isShown) setShown(false);
  }, [canShow, isOpen, isShown]);

  const close = () => {
    storage?.setItem(BONUS_POPUP_CLOSED_KEY, '1');
    setClosed(true);
    setOpen(false);
  };
  return bonusPopupModel({ t, lng, info, isOpen: canShow, close });
}
