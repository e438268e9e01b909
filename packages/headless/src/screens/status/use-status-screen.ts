import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { useShell } from '../../shell/use-shell.ts';

/** A status page (block, block-ua, block-ie, site updates, coming soon, suspension, old browser, maintenance), translated. */
export interface StatusModel {
  tone: 'warning';
  title: string;
  text: string;
  /** Maintenance: when it is expected to end, in the page's language (UTC). */
  until?: string;
}

/** The model of the shared status page: the route's title and the restriction text. */
export function statusModel(t: TFunction, pageTitle: string): StatusModel {
  return { tone: 'warning', title: pageTitle, text: t('blocked.text') };
}

/** The maintenance page's model; `endsAt` from the site config, shown only when it is a valid date (spec: S1 §2, S2 §2). */
export function maintenanceModel(t: TFunction, lng: string, endsAt: string | null | undefined): StatusModel {
  const until = endsAt ? new Date(endsAt) : undefined;
  const model: StatusModel = { tone: 'warning', title: t('maintenance.title'), text: t('maintenance.text') };
  if (until && !Number.isNaN(until.getTime())) model.until = t('maintenance.until', { time: until.toLocaleString(lng, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) });
  return model;
}

/** Block, block-ua, block-ie, site-updates, coming-soon, suspension, old browser: one message each. */
export function useStatusScreen(): StatusModel {
  const { t } = useTranslation();
  return statusModel(t, usePageTitle());
}

/** The maintenance page. */
export function useMaintenanceScreen(): StatusModel {
  const { t } = useTranslation();
  const { maintenanceEndsAt, lng } = useShell();
  usePageTitle();
  return maintenanceModel(t, lng, maintenanceEndsAt);
}
