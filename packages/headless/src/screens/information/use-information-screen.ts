import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { ApiError } from '@bf/api-client/errors';
import { useContentPage } from '../../content/use-content-page.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { useCurrentRoute, useShell } from '../../shell/use-shell.ts';
import { contentSlugOf, informationModel, type InformationModel } from './information-model.ts';

/** The information page of the current route: contacts, about, the policies and the rules (ROUTE-031 to ROUTE-033). */
export function useInformationScreen(): InformationModel {
  const { t } = useTranslation('common');
  const routeTitle = usePageTitle();
  const { lng } = useShell();
  const route = useCurrentRoute();
  const { ruleGroup } = useParams();
  const { pathname } = useLocation();
  const slug = contentSlugOf(route?.id, ruleGroup);
  const content = useContentPage(slug, lng);
  const isMissing = slug === undefined || (content.error instanceof ApiError && content.error.statusCode === 404);
  return informationModel(t, {
    routeTitle,
    lng,
    page: content.data,
    isLoading: content.data === undefined && content.error === undefined,
    isMissing,
    isError: content.error !== undefined,
    retry: content.refresh,
    pathname,
  });
}
