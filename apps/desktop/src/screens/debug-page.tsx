import { useTranslation } from '@bf/headless/i18n';
import { ROUTES } from '@bf/headless/routes';
import { usePageTitle, useShell } from '@bf/headless/shell';
import { PageHeading } from '@bf/ui-desktop/layout';

/** Debug information, outside production only (spec: S1 §2). */
export function DebugPage() {
  const { t } = useTranslation();
  const title = usePageTitle();
  const shell = useShell();
  return (
    <>
      <PageHeading title={title} />
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 rounded-lg border border-line bg-surface p-4 text-sm">
        <dt className="text-muted">{t('debug.routes')}</dt>
        <dd>{ROUTES.length}</dd>
        <dt className="text-muted">{t('language.label')}</dt>
        <dd>{shell.lng}</dd>
        <dt className="text-muted">{t('debug.environment')}</dt>
        <dd>{shell.isProduction ? 'production' : 'development'}</dd>
      </dl>
    </>
  );
}
