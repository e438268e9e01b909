import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormatter } from '../i18n/use-date-formatter.ts';
import { useDisplayClock } from '../settings/use-display-clock.ts';
import { gameClock } from './sports-rules.ts';
import type { SportsGame } from './sports-types.ts';
import { daysBetween, wallClock } from './start-time.ts';

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
  const { t } = useTranslation('sports');
  // The zone and clock of the site-wide settings (CFG-019), the same as every other date the site writes.
  const { offsetMinutes: offset, is12h } = useDisplayClock();
  // Days and dates in the language's own names where the browser lacks its data (Kazakh in Chromium).
  const day = useDateFormatter('day', 'UTC');
  const date = useDateFormatter('date', 'UTC');
  const time = useDateFormatter(is12h ? 'time12' : 'time24', 'UTC');
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
