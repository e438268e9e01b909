import { useTranslation } from '@bf/headless/i18n';
import { usePageTitle, useRouteLink } from '@bf/headless/shell';
import { Button, ButtonLink, Notice } from '@bf/ui-desktop/components';

/** Unknown paths: the technical error page, status 404 (spec: S1 §2, S2 §8). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const link = useRouteLink();
  usePageTitle();
  return (
    <Notice tone="error" title={t('notFound.title')} action={<ButtonLink href={link('home')}>{t('notFound.home')}</ButtonLink>}>
      <h1 className="sr-only">{t('notFound.title')}</h1>
      {t('notFound.text')}
    </Notice>
  );
}

/** Unexpected failure, and route 500 (spec: S2 §2). */
export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <Notice tone="error" title={t('serverError.title')} action={<Button onClick={() => location.reload()}>{t('serverError.reload')}</Button>}>
      <h1 className="sr-only">{t('serverError.title')}</h1>
      {t('serverError.text')}
    </Notice>
  );
}
