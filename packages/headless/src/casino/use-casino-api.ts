import { useMemo } from 'react';
import { createCasinoApi, type CasinoApi } from '@bf/api-client/casino';
import { useSessionServices } from '../session/use-session.ts';

/**
 * The casino calls over the session's HTTP client. Imported only by the casino's screens, which load with their
 * routes: nothing of the casino is in the first-load chunks.
 */
export function useCasinoApi(): CasinoApi {
  const { api } = useSessionServices();
  return useMemo(() => createCasinoApi(api.http), [api.http]);
}
