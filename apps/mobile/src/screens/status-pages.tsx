import { useTranslation } from '@bf/headless/i18n';
import { usePageTitle, useShell } from '@bf/headless/shell';
import { Notice } from '@bf/ui-mobile/components';

/** The maintenance page (spec: S1 §2, S2 §2). */
export function MaintenancePage() {
  const { t } = useTranslation();
  const { maintenanceEndsAt, lng } = useShell();
  usePageTitle();
  const until = maintenanceEndsAt ? new Date(maintenanceEndsAt) : undefined;
  return (
    <Notice tone="warning" title={t('maintenance.title')}>
      <h1 className="sr-only">{t('maintenance.title')}</h1>
      <p>{t('maintenance.text')}</p>
      {until && !Number.isNaN(until.getTime()) && (
        <p className="mt-2 font-semibold">{t('maintenance.until', { time: until.toLocaleString(lng, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) })}</p>
      )}
    </Notice>
  );
}

/** Block, block-ua, block-ie, site-updates, coming-soon, suspension, old browser: one message each. */
export function StatusPage() {
  const { t } = useTranslation();
  const title = usePageTitle();
  return (
    <Notice tone="warning" title={title}>
      <h1 className="sr-only">{title}</h1>
      {t('blocked.text')}
    </Notice>
  );
}
