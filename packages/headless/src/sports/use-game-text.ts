import { useCallback, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext as DataRouterContext } from 'react-router-dom';
import { useHydrated } from '../env/use-hydrated.ts';
import type { ShellData } from '../router/shell-data.ts';
import { useDateFormatter } from '../i18n/use-date-formatter.ts';
import { useSnapshot } from 'valtio';
import { useSportsServices } from './sports-context.tsx';
import { gameClock } from './sports-rules.ts';
import type { SportsGame } from './sports-types.ts';
import { browserTimezoneOffset, daysBetween, startTimeFormat, wallClock } from './start-time.ts';

/** What a row shows in its time column. */
export interface GameTimeText {
  /** Live: the period ("2nd half", "Set 3"); line: the day ("Today", "Sat 14 Jun"); finished: "Finished". */
  primary: string;
  /** Live: the minute or clock ("67'", "24:10"); line: the start time ("18:30"). */
  secondary: string;
  isLive: boolean;
}

/** Texts for a game's time column and start: live period and clock, or the start in the player's time zone. */
export function useGameText() {
  const { t, i18n } = useTranslation('sports');
  const lng = i18n.language || 'en';
  // The clock the player chose (global settings `is12h`, 24-hour by default), whatever the language's habit.
  const services = useSportsServices();
  const { is12h } = useSnapshot(services.settings.state);
  // The zone the player chose in the office settings wins over the browser's once hydrated (restore() runs then).
  const chosenHours = useSnapshot(services.zone).hours;
  // The server writes start times in the offset of the `tzo` cookie (UTC without it); the browser's first render
  // writes the same so the page hydrates, then switches to the zone the browser is really in (SESSION-017).
  const dataRouter = useContext(DataRouterContext);
  const renderedOffset = (dataRouter?.router.state.loaderData.lng as ShellData | undefined)?.timezoneOffset ?? 0;
  const hydrated = useHydrated();
  const offset = !hydrated ? renderedOffset : chosenHours !== null ? Math.round(chosenHours * 60) : browserTimezoneOffset();
  // Days and dates in the language's own names where the browser lacks its data (Kazakh in Chromium).
  const day = useDateFormatter('day', 'UTC');
  const date = useDateFormatter('date', 'UTC');
  const time = useMemo(() => startTimeFormat(lng, is12h), [lng, is12h]);
  const clockOf = useCallback((startAt: string) => time.format(wallClock(Date.parse(startAt), offset)), [time, offset]);

  /** "Today", "Tomorrow" or a short date for a start time. */
  const dayOf = useCallback(
    (startAt: string, now = Date.now()) => {
      const start = Date.parse(startAt);
      const days = daysBetween(start, now, offset);
      if (days === 0) return t('time.today');
      if (days === 1) return t('time.tomorrow');
      return day.format(wallClock(start, offset));
    },
    [day, offset, t],
  );

  const timeText = useCallback(
    (game: Pick<SportsGame, 'status' | 'sportId' | 'period' | 'gameTime' | 'startAt'>): GameTimeText => {
      if (game.status === 'finished') return { primary: t('time.finished'), secondary: '', isLive: false };
      const clock = gameClock(game);
      if (clock) {
        const period = t(`period.${clock.periodKind}`, { n: clock.period });
        const secondary = clock.minute !== null ? `${clock.minute}'` : (clock.clock ?? '');
        return { primary: period, secondary, isLive: true };
      }
      return { primary: dayOf(game.startAt), secondary: clockOf(game.startAt), isLive: false };
    },
    [dayOf, clockOf, t],
  );

  return {
    timeText,
    /** The start as "Today 18:30". */
    startText: (startAt: string) => `${dayOf(startAt)} ${clockOf(startAt)}`,
    /** A calendar day as "9 May 2025" (from `YYYY-MM-DD`, read as UTC). */
    dayText: (calendarDay: string) => date.format(new Date(`${calendarDay}T12:00:00Z`)),
  };
}
