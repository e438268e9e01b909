import { useContext, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { UNSAFE_DataRouterContext as DataRouterContext } from 'react-router-dom';
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
  const clientOffset = chosenHours !== null ? Math.round(chosenHours * 60) : browserTimezoneOffset();
  // The server's offset while hydrating, the client's after. A number, not a "hydrated" flag: when the two agree (the
  // usual case, the cookie holds the browser's zone) React has nothing to re-render, and every list's rows are spared
  // a second render right after hydration.
  const offsetMinutes = useSyncExternalStore(
    subscribeNever,
    () => clientOffset,
    () => renderedOffset,
  );
  return { offsetMinutes, is12h };
}

// The offsets change through the settings and zone stores read above, which re-render this hook themselves.
const subscribeNever = () => () => undefined;

