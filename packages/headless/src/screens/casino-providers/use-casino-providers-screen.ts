import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { casinoKeys, type CasinoProvider } from '@bf/api-client/casino';
import { useCasinoApi } from '../../casino/use-casino-api.ts';
import { routeHref } from '../../routes/route-links.ts';
import { useShell } from '../../shell/use-shell.ts';

/** The providers page (S1 §2 `providers`): every provider with its game count, each linking to providers/{provider}. */
export interface CasinoProvidersModel {
  title: string;
  status: 'loading' | 'error' | 'ready';
  statusText: string;
  retry: { label: string; onPress(): void } | null;
  providers: { id: string; name: string; initials: string; count: string; href: string }[];
}

export function casinoProvidersModel(t: TFunction, title: string, lng: string, providers: CasinoProvider[] | undefined, isError: boolean, onRetry: () => void): CasinoProvidersModel {
  return {
    title,
    status: providers ? 'ready' : isError ? 'error' : 'loading',
    statusText: providers ? '' : isError ? t('error') : t('loading'),
    retry: !providers && isError ? { label: t('retry'), onPress: onRetry } : null,
    providers: (providers ?? []).map((p) => ({
      id: p.id,
      name: p.name,
      initials: p.name
        .split(/\s+/)
        .map((word) => word[0] ?? '')
        .join('')
        .slice(0, 2)
        .toUpperCase(),
      count: t('provider_games', { count: p.gameCount }),
      href: routeHref('provider', lng, { provider: p.id }),
    })),
  };
}

export function useCasinoProvidersScreen(): CasinoProvidersModel {
  const { t } = useTranslation('casino');
  const { t: tr } = useTranslation('routes');
  const { lng } = useShell();
  const api = useCasinoApi();
  const providers = useSWR(casinoKeys.providers(), () => api.getProviders());
  return casinoProvidersModel(t, tr('providers'), lng, providers.data, Boolean(providers.error), () => void providers.mutate());
}
