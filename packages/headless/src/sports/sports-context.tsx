import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { UNSAFE_DataRouterContext as DataRouterContext } from 'react-router-dom';
import type { ShellData } from '../router/shell-data.ts';
import { createSportsServices, type SportsServices } from './sports-services.ts';

const SportsContext = createContext<SportsServices | null>(null);

// One set of services per SWR cache. The app's shell makes a fresh SWR cache per render root (one per request on
// the server, one per page load in the browser), so keying by it gives the sports stores the same lifetime without
// a provider in every layout, and a WeakMap keeps no request alive once it is done.
const servicesByCache = new WeakMap<object, SportsServices>();

export interface SportsProviderProps {
  /** Services made elsewhere (tests, the benchmark); otherwise those of the nearest SWR cache. */
  services: SportsServices;
  children?: ReactNode;
}

/** Hands its subtree a given set of sports services. Pages do not need it: they use those of the render root. */
export function SportsProvider({ services, children }: SportsProviderProps) {
  return <SportsContext.Provider value={services}>{children}</SportsContext.Provider>;
}

/** The services of this render root without restoring anything: for hooks that run in every odds button. */
export function useServicesOfRoot(): SportsServices {
  const given = useContext(SportsContext);
  const { cache } = useSWRConfig();
  // The router itself, not its state: every odds button calls this, and a state subscription would re-render them
  // all on each navigation. Tests and the benchmark render sports views without a data router.
  const dataRouter = useContext(DataRouterContext);
  if (given) return given;
  let services = servicesByCache.get(cache);
  if (!services) {
    const shell = dataRouter?.router.state.loaderData.lng as ShellData | undefined;
    services = createSportsServices({ siteDefaults: shell?.settingsDefaults, is12h: shell?.display?.is12h });
    servicesByCache.set(cache, services);
  }
  return services;
}

/** The sports services of this render root; restores the player's saved settings after hydration. */
export function useSportsServices(): SportsServices {
  const services = useServicesOfRoot();
  const restore = services.restore;
  useEffect(() => restore(), [restore]);
  return services;
}

/** The language of the feed's names: the page's language. */
export function useFeedLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.language || 'en';
}
