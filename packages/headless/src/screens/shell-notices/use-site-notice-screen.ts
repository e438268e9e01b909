import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useHydrated } from '../../env/use-hydrated.ts';
import { browserSessionStorage, browserStorage, type KeyValueStorage } from '../../env/browser-storage.ts';
import { useShell } from '../../shell/use-shell.ts';
import { useIsConsentNeeded } from '../../consent/use-cookie-consent.tsx';
import { useRouteLink } from '../../shell/use-route-link.ts';
import { AGE_CONFIRMED_KEY, NEW_SITE_SHOWN_KEY, nextSiteNotice, PRIVACY_SEEN_KEY, readMarker, type SiteNoticeKind } from '../../notify/site-notice-rules.ts';
import { paymentBillsNoticeStore, type PaymentBillsNoticeStore } from '../../notify/payment-bills-notice.ts';
import { POLICY_LOGO_PATH, showsPolicyLogo } from './policy-logo.ts';

/** The site notice open now, as the kits draw it: a dialog with one answer (and a close button when it may be closed). */
export interface SiteNoticeModel {
  kind: SiteNoticeKind;
  title: string;
  text: string;
  confirm: { label: string; onPress(): void };
  /** Absent for the age confirmation: it cannot be dismissed without confirming (SHELL-011). */
  close?: { label: string; onPress(): void };
}

/** Where the markers are kept: localStorage, or this tab's sessionStorage when that is blocked (SHELL-012). */
function markerStorage(): KeyValueStorage | null {
  return browserStorage() ?? browserSessionStorage();
}

/**
 * The site notice to show over the page, one at a time (SHELL-010 to SHELL-017): the age confirmation, the new-site
 * modal for visitors, the privacy update, the payment-bills out-of-service modal the deposit page raises. Decided in
 * the browser after hydration from the markers it keeps; null when there is none. Answering stores its marker (or
 * closes the bills modal) and moves to the next.
 */
export function useSiteNoticeScreen(options: { storage?: KeyValueStorage | null; now?: () => number; billsStore?: PaymentBillsNoticeStore } = {}): SiteNoticeModel | null {
  const { t } = useTranslation('common');
  const shell = useShell();
  const hydrated = useHydrated();
  const [kind, setKind] = useState<SiteNoticeKind | null>(null);
  const storage = options.storage === undefined ? markerStorage() : options.storage;
  const now = options.now ?? Date.now;
  const notices = shell.notices;
  const isConsentPending = useIsConsentNeeded();
  const billsStore = options.billsStore ?? paymentBillsNoticeStore();
  const isPaymentBillsOutOfService = useSnapshot(billsStore.state).isOpen;

  const decide = useCallback(() => {
    if (!notices) return setKind(null);
    const read = (key: string) => storage?.getItem(key) ?? null;
    setKind(
      nextSiteNotice({
        minimumAge: notices.minimumAge,
        isNewSiteModal: notices.isNewSiteModal,
        privacyUpdatedAt: notices.privacyUpdatedAt,
        isSignedIn: shell.isSignedIn,
        isConsentPending,
        isPaymentBillsOutOfService,
        stored: { ageConfirmedAt: readMarker(read(AGE_CONFIRMED_KEY)), newSiteShownAt: readMarker(read(NEW_SITE_SHOWN_KEY)), privacySeen: read(PRIVACY_SEEN_KEY) },
        now: now(),
      }),
    );
  }, [notices, storage, shell.isSignedIn, isConsentPending, isPaymentBillsOutOfService, now]);

  useEffect(() => {
    if (hydrated) decide();
  }, [hydrated, decide]);

  if (!kind || !notices) return null;
  const mark = (key: string, value: string) => {
    try {
      storage?.setItem(key, value);
    } catch {
      // Storage full or blocked: the notice shows again on the next page, which is the safe side.
    }
    decide();
  };
  if (kind === 'age') {
    const age = notices.minimumAge ?? 18;
    return {
      kind,
      title: t('notices.age.title', { age }),
      text: t('notices.age.text', { age }),
      confirm: { label: t('notices.age.confirm', { age }), onPress: () => mark(AGE_CONFIRMED_KEY, String(now())) },
    };
  }
  if (kind === 'new-site') {
    const done = () => mark(NEW_SITE_SHOWN_KEY, String(now()));
    return { kind, title: t('notices.newSite.title', { company: shell.companyName }), text: t('notices.newSite.text'), confirm: { label: t('notices.newSite.confirm'), onPress: done }, close: { label: t('notify.close'), onPress: done } };
  }
  if (kind === 'payment-bills') {
    // Closed for this visit of the deposit page; nothing is stored (the next visit asks the provider again).
    const done = () => billsStore.close();
    return { kind, title: t('notices.paymentBills.title'), text: t('notices.paymentBills.text'), confirm: { label: t('notices.paymentBills.confirm'), onPress: done }, close: { label: t('notify.close'), onPress: done } };
  }
  const seen = () => mark(PRIVACY_SEEN_KEY, notices.privacyUpdatedAt ?? '');
  return { kind, title: t('notices.privacy.title'), text: t('notices.privacy.text'), confirm: { label: t('notices.privacy.confirm'), onPress: seen }, close: { label: t('notify.close'), onPress: seen } };
}

/** The policy logo under the footer, for the licence countries the spec names (CALL-027); null elsewhere. */
export function usePolicyLogo(): { src: string; alt: string } | null {
  const { t } = useTranslation('common');
  if (!showsPolicyLogo(useShell().notices?.countryId)) return null;
  return { src: POLICY_LOGO_PATH, alt: t('notices.policyLogo') };
}

/** The support button: to the contacts page (SHELL-001 "an optional support button"). */
export function useSupportButton(): { href: string; label: string } {
  const { t } = useTranslation('common');
  const link = useRouteLink();
  return { href: link('information-contacts'), label: t('notices.support') };
}
