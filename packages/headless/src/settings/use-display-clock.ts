import { useContext } from 'react';
import { useSnapshot } from 'valtio';
import { UNSAFE_DataRouterContext as DataRouterContext } from 'react-router-dom';
import { useHydrated } from '../env/use-hydrated.ts';
import type { ShellData } from '../router/shell-data.ts';
import { useSportsServices } from '../sports/sports-context.tsx';
import { browserTimezoneOffset } from '../sports/start-time.ts';

/** The zone and clock every date and time of the site is written in. */
export interface DisplayClock {
  /** Minutes east of UTC. */
  offsetMinutes: number;
  is12h: boolean;
}

/**
 * The zone and clock the player sees (CFG-019): the zone chosen in the settings, else the browser's; the 12/24 h
 * clock of the settings. Before hydration it is the zone of the `tzo` cookie the server rendered with (UTC without
 * it), so the server HTML and the first render agree; then it moves to the chosen or real zone.
 */
export function useDisplayClock(): DisplayClock {
  const services = useSportsServices();
  const { is12h } = useSnapshot(services.settings.state);
  const chosenHours = useSnapshot(services.zone).hours;
  const dataRouter = useContext(DataRouterContext);
  const renderedOffset = (dataRouter?.router.state.loaderData.lng as ShellData | undefined)?.timezoneOffset ?? 0;
  const hydrated = useHydrated();
  const offsetMinutes = !hydrated ? renderedOffset : chosenHours !== null ? Math.round(chosenHours * 60) : browserTimezoneOffset();
  return { offsetMinutes, is12h };
}

