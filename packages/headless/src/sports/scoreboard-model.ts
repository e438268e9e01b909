import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { sportInfo } from './sports-rules.ts';
import type { GameResult, SportsGame } from './sports-types.ts';
import type { SportsLinks } from './use-sports-route.ts';
import { useGameText } from './use-game-text.ts';
import { teamCrest, type TeamCrest } from './team-crest.ts';

/** What a game's scoreboard shows (a game page, or a multi-live column when compact). */
export interface ScoreboardModel {
  /** The page's heading ("Newcastle United – Manchester City"). */
  teams: string;
  sportIcon: string;
  champ: { label: string; href: string };
  team1: string;
  team2: string;
  /** Each team's crest, drawn from its name. */
  crests: [TeamCrest, TeamCrest];
  score: { team1: number; team2: number } | null;
  /** "Starts Today 18:30", "2nd half · 67'", "Finished". */
  status: string;
  isLive: boolean;
  liveLabel: string;
  server?: { side: 1 | 2; label: string };
  /** The score of every period and the total (only on the game page). */
  periods?: { caption: string; heads: string[]; team1: number[]; team2: number[] };
  /** "Regulation time 1:1". */
  notes?: string;
}

/** Builds a game's scoreboard: its status line, periods table and result notes in the page's language. */
export function useScoreboard(links: SportsLinks): (game: SportsGame & { result?: GameResult | null }, size?: 'page' | 'compact') => ScoreboardModel {
  const { t } = useTranslation('sports');
  const { timeText, startText } = useGameText();
  return useCallback(
    (game, size = 'page') => {
      const time = timeText(game);
      const status = game.status === 'line' ? t('game.starts', { time: startText(game.startAt) }) : time.isLive ? [time.primary, time.secondary].filter(Boolean).join(' · ') : time.primary;
      const periods =
        size === 'page' && game.periodScores.length > 0 && game.score
          ? { caption: t('game.scoreboard'), heads: [...game.periodScores.map((_, index) => String(index + 1)), t('game.total')], team1: [...game.periodScores.map((pair) => pair[0]), game.score.team1], team2: [...game.periodScores.map((pair) => pair[1]), game.score.team2] }
          : undefined;
      const regulation = game.result?.regulation;
      return {
        teams: `${game.team1} – ${game.team2}`,
        sportIcon: sportInfo(game.sportId).key,
        champ: { label: `${game.sportName}. ${game.champName}`, href: links.champ(game.status === 'live' ? 'live' : 'line', { id: game.champId, sportId: game.sportId, name: game.champName }) },
        team1: game.team1,
        team2: game.team2,
        crests: [teamCrest(game.team1), teamCrest(game.team2)],
        score: game.score,
        status,
        isLive: game.isLive,
        liveLabel: t('time.live'),
        server: game.server && game.isLive ? { side: game.server, label: t('game.serving') } : undefined,
        periods,
        notes: regulation ? t('results.regulation', { score: `${regulation.team1}:${regulation.team2}` }) : undefined,
      };
    },
    [links, startText, t, timeText],
  );
}
