import type { ReactNode } from 'react';

// The props both kits' sports parts take, written once: each kit draws them its own way (a dense row or a touch
// card, a dropdown table or a disclosure of cards). `Crest` is the team crest model the kit draws (headless's
// TeamCrest); ui-core does not look inside it.

export interface ScoreboardProps<Crest> {
  sportIcon: string;
  champ: { label: string; href: string };
  team1: string;
  team2: string;
  /** Crests (or badges) beside the teams' full names (names wrap, never cut). */
  crests?: readonly [Crest, Crest];
  score: { team1: number; team2: number } | null;
  /** Live: "Half 2 · 67'"; line: "Today 18:30"; finished: "Finished". */
  status: string;
  isLive: boolean;
  liveLabel: string;
  server?: { side: 1 | 2; label: string };
  /** The period-by-period scores; heads are period numbers plus the total. */
  periods?: { caption: string; heads: string[]; team1: (number | string)[]; team2: (number | string)[] };
  /** Extra lines under the score (regular time, finish). */
  notes?: ReactNode;
  size?: 'page' | 'compact';
  /** A control in the top-right corner (multi-live: remove). */
  action?: ReactNode;
}

export interface GameTime {
  primary: string;
  secondary: string;
  isLive: boolean;
}

/** What every game row or card shows; each kit adds the columns it has room for. */
export interface GameRowBaseProps<Crest> {
  /** The game page. */
  href: string;
  team1: string;
  team2: string;
  /** Crests drawn from the teams' names. */
  crests?: readonly [Crest, Crest];
  /** Live or final score; null before the start. */
  score?: { team1: number; team2: number } | null;
  /** The current set's games or the like, shown small next to the score (tennis). */
  pointScore?: { team1: number; team2: number } | null;
  /** Tennis: who serves, and how to say it. */
  server?: { side: 1 | 2; label: string };
  time: GameTime;
  /** The odds buttons of the list's market, one per column. */
  odds: ReactNode;
  /** Columns the odds take (2 or 3); the row keeps the width either way so columns line up. */
  oddsCount: number;
  /** "+N" markets link to the game page. */
  more?: { text: string; label: string };
  /** The total's and the handicap's two buttons where a wide list has those columns (null: the game has none); a phone's card shows one market, in `odds`. */
  total?: ReactNode;
  handicap?: ReactNode;
  /** Whether the list shows the line columns at all. */
  lineColumns?: { total: boolean; handicap: boolean };
}

export interface SportSettingsPanelRow<F extends number> {
  id: number;
  /** Icon key. */
  icon: string;
  name: string;
  line: boolean;
  live: boolean;
  cyberFilter: F;
  hasCyberFilter: boolean;
}

export interface SportSettingsPanelProps<F extends number> {
  /** The control's text ("My sports"). */
  title: string;
  hint: string;
  /** Shown when some sports are hidden ("Hidden sports: 2"). */
  badge?: string;
  labels: { sport: string; line: string; live: string; cyber: string; reset: string };
  rows: readonly SportSettingsPanelRow<F>[];
  cyberOptions: readonly { value: F; label: string }[];
  canReset: boolean;
  onLine(sportId: number, shown: boolean): void;
  onLive(sportId: number, shown: boolean): void;
  onCyberFilter(sportId: number, filter: F): void;
  onReset(): void;
}

/** A championship's block: its head (the title linking to its page, a flag or sport mark, "12 events") over its games. */
export interface ChampBlockBaseProps {
  title: string;
  /** The championship page; the title links there. */
  href?: string;
  /** A flag or sport mark before the title. */
  mark?: ReactNode;
  /** Column heads over the odds ("1", "X", "2") where the list is a table; a phone's buttons carry their own names. */
  columns?: readonly string[];
  /** The total's and the handicap's heads, when some game of the block has them: the market's name over its two outcomes. */
  lineHeads?: readonly { key: 'total' | 'handicap'; title: string; columns: readonly string[] }[];
  /** "12 events" on the right of the head. */
  meta?: string;
  children: ReactNode;
}

/** One step of a page's trail (section › sport › country › championship › game). */
export interface TrailStep {
  key: string;
  label: string;
  href: string;
  isCurrent: boolean;
}

/** What every odds button takes; each kit draws its place its own way. */
export interface OddsButtonBaseProps {
  /** Shown before the price on game pages ("Over 2.5"); lists leave it to the column heads. */
  caption?: string;
  /** The outcome's short name ("1", "X"): a phone's button shows it where there is no caption; desktop's column heads say it. */
  name?: string;
  /** Where the button stands: a list's main market (`row`), a game page's market (`market`), a list's total or handicap (`line`). */
  size?: 'row' | 'market' | 'line';
  /** The accessible name: "Manchester City to win, odds 2.10". */
  label: string;
  /** The price in the player's format. */
  text: string;
  direction: 'up' | 'down' | 'none';
  isSelected: boolean;
  /** Suspended, or in the coupon but not placeable: a lock instead of (or next to) the price. */
  isLocked: boolean;
  isDisabled: boolean;
  onToggle(): void;
  className?: string;
}
