import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSiteDates } from '../../settings/use-site-dates.ts';
import type { DateFormatter } from '../../i18n/date-format.ts';
import { routeHref } from '../../routes/route-links.ts';
import { useSession } from '../../session/session-provider.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { useCurrentRoute, useShell } from '../../shell/use-shell.ts';

/** A status page (block, block-ua, block-ie, site updates, coming soon, suspension, old browser, maintenance), translated. */
export interface StatusModel {
  tone: 'warning';
  title: string;
  text: string;
  /** Maintenance: when it is expected to end, in the page's language (UTC). */
  until?: string;
  /** Ban, block and suspension pages, signed in: the way out of the account. */
  signOut?: { label: string; isBusy: boolean; onPress(): void };
  /** Ban, block and suspension pages: where to reach support. */
  support?: { label: string; href: string };
}

/** Status routes whose page speaks to a player shut out of the account: they offer sign-out and support. */
const RESTRICTED = new Set(['block', 'block-ua', 'block-ie', 'suspension']);
/** Status routes with a text of their own (`status.<route>` in common.json). */
const TEXTS = new Set(['block', 'block-ua', 'block-ie', 'site-updates', 'coming-soon', 'suspension', 'old-browser']);

/** What a status page's model reads besides the translations. */
export interface StatusInputs {
  routeId: string | undefined;
  lng: string;
  session?: { isSignedIn: boolean; isLoggingOut: boolean; logout(): Promise<unknown> | void };
}

/**
 * The model of a status page: the route's title, its own text (a suspension is not a regional block), and on the
 * ban, block and suspension pages a support link and, for a signed-in player, sign-out (issue 9).
 */
export function statusModel(t: TFunction, pageTitle: string, { routeId, lng, session }: StatusInputs): StatusModel {
  const model: StatusModel = { tone: 'warning', title: pageTitle, text: t(routeId && TEXTS.has(routeId) ? `status.${routeId}` : 'blocked.text') };
  if (!routeId || !RESTRICTED.has(routeId)) return model;
  model.support = { label: t('status.support'), href: routeHref('information-contacts', lng) };
  if (session?.isSignedIn) {
    model.signOut = { label: t(session.isLoggingOut ? 'auth:session.loggingOut' : 'auth:session.logout'), isBusy: session.isLoggingOut, onPress: () => void session.logout() };
  }
  return model;
}

/** The maintenance page's model; `endsAt` from the site config, shown only when it is a valid date (spec: S1 §2, S2 §2). */
export function maintenanceModel(t: TFunction, format: DateFormatter, endsAt: string | null | undefined): StatusModel {
  const until = endsAt ? new Date(endsAt) : undefined;
  const model: StatusModel = { tone: 'warning', title: t('maintenance.title'), text: t('maintenance.text') };
  if (until && !Number.isNaN(until.getTime())) model.until = t('maintenance.until', { time: format.format(until) });
  return model;
}

/** Block, block-ua, block-ie, site-updates, coming-soon, suspension, old browser: one message each. */
export function useStatusScreen(): StatusModel {
  const { t } = useTranslation();
  const { lng } = useShell();
  const route = useCurrentRoute();
  const session = useSession();
  return statusModel(t, usePageTitle(), { routeId: route?.id, lng, session });
}

/** The maintenance page. */
export function useMaintenanceScreen(): StatusModel {
  const { t } = useTranslation();
  const { maintenanceEndsAt } = useShell();
  // The end in the site-wide language, zone and clock (CFG-019).
  const dates = useSiteDates();
  const format = useMemo(() => ({ format: (date: Date) => dates.dateTime(date) }), [dates]);
  usePageTitle();
  return maintenanceModel(t, format, maintenanceEndsAt);
}
