import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../routes/route-table.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { useShell } from '../../shell/use-shell.ts';

/** Debug information, outside production only (spec: S1 §2). */
export interface DebugModel {
  title: string;
  rows: { id: string; label: string; value: string }[];
}

/** The debug page's rows: how many routes the table has, the language, the environment. */
export function debugModel(t: TFunction, title: string, { routeCount, lng, isProduction }: { routeCount: number; lng: string; isProduction: boolean }): DebugModel {
  return {
    title,
    rows: [
      { id: 'routes', label: t('debug.routes'), value: String(routeCount) },
      { id: 'language', label: t('language.label'), value: lng },
      { id: 'environment', label: t('debug.environment'), value: isProduction ? 'production' : 'development' },
    ],
  };
}

/** The debug page's model. */
export function useDebugScreen(): DebugModel {
  const { t } = useTranslation();
  const title = usePageTitle();
  const { lng, isProduction } = useShell();
  return debugModel(t, title, { routeCount: ROUTES.length, lng, isProduction });
}
