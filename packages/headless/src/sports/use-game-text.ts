import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormatter } from '../i18n/use-date-formatter.ts';
import { useSnapshot } from 'valtio';
import { useSportsServices } from './sports-context.tsx';
import { gameClock } from './sports-rules.ts';
import type { SportsGame } from './sports-types.ts';

/** What a row shows in its time column. */
export interface GameTimeText {
  /** Live: the period ("2nd half", "Set 3"); line: the day ("Today", "Sat 14 Jun"); finished: "Finished". */
  primary: string;
  /** Live: the minute or clock ("67'", "24:10"); line: the start time ("18:30"). */
  secondary: string;
  isLive: boolean;
}

const DAY_MS = 86_400_000;

/** Texts for a game's time column and start: live period and clock, or the start in the player's time zone. */
export function useGameText() {
  const { t, i18n } = useTranslation('sports');
  const lng = i18n.language || 'en';
  // The clock the player chose (global settings `is12h`, 24-hour by default), whatever the language's habit.
  const { is12h } = useSnapshot(useSportsServices().settings.state);
  // Days and dates in the language's own names where the browser lacks its data (Kazakh in Chromium).
  const day = useDateFormatter('day');
  const date = useDateFormatter('date');
  const formats = useMemo(() => ({ time: new Intl.DateTimeFormat(lng, { hour: '2-digit', minute: '2-digit', hour12: is12h }), day, date }), [lng, is12h, day, date]);

  /** "Today", "Tomorrow" or a short date for a start time. */
  const dayOf = useCallback(
    (startAt: string, now = Date.now()) => {
      const start = new Date(startAt);
      const today = new Date(now);
      today.setHours(0, 0, 0, 0);
      const days = Math.floor((start.getTime() - today.getTime()) / DAY_MS);
      if (days === 0) return t('time.today');
      if (days === 1) return t('time.tomorrow');
      return formats.day.format(start);
    },
    [formats, t],
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
      return { primary: dayOf(game.startAt), secondary: formats.time.format(new Date(game.startAt)), isLive: false };
    },
    [dayOf, formats, t],
  );

  return {
    timeText,
    /** The start as "Today 18:30". */
    startText: (startAt: string) => `${dayOf(startAt)} ${formats.time.format(new Date(startAt))}`,
    /** A calendar day as "9 May 2025" (from `YYYY-MM-DD`, read as UTC). */
    dayText: (day: string) => formats.date.format(new Date(`${day}T12:00:00Z`)),
  };
}
