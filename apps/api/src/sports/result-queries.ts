import type { Db } from '../db/db.ts';
import { isoOf, named, resultView, type FinalRow, type ResultView } from './feed-queries.ts';
import type { FeedLang } from './i18n.ts';
import type { Pair } from './sport-rules.ts';

export interface ResultGame {
  id: number;
  team1: string;
  team2: string;
  startAt: string;
  result: ResultView;
}

export interface ResultsBySport {
  id: number;
  name: string;
  champs: { id: number; name: string; country: string | null; games: ResultGame[] }[];
}

interface ResultRow {
  id: number;
  sport_id: number;
  sport_name: string;
  champ_id: number;
  champ_name: string;
  country: string | null;
  team1: string;
  team2: string;
  start_at: Date | string;
  score1: number;
  score2: number;
  period_scores: Pair[];
  final: FinalRow;
  finished_at: Date | string;
}

/** Results of games that started on `date` (UTC), by sport and championship. */
export async function listResults(db: Db, lang: FeedLang, date: string): Promise<ResultsBySport[]> {
  const { rows } = await db.query<ResultRow>(
    `select g.id, g.sport_id, ${named('s.names')} as sport_name, g.champ_id, ${named('c.names')} as champ_name, trim(c.country) as country,
       ${named('g.team1')} as team1, ${named('g.team2')} as team2, g.start_at, r.score1, r.score2, r.period_scores, r.final, r.finished_at
     from results r join games g on g.id = r.game_id join sports s on s.id = g.sport_id join championships c on c.id = g.champ_id
     where g.start_at >= ($2::date)::timestamp at time zone 'UTC' and g.start_at < ($2::date + 1)::timestamp at time zone 'UTC'
     order by s.position, c.position, g.start_at, g.id`,
    [lang, date],
  );
  const sports: ResultsBySport[] = [];
  for (const row of rows) {
    let sport = sports.find((candidate) => candidate.id === row.sport_id);
    if (!sport) {
      sport = { id: row.sport_id, name: row.sport_name, champs: [] };
      sports.push(sport);
    }
    let champ = sport.champs.find((candidate) => candidate.id === row.champ_id);
    if (!champ) {
      champ = { id: row.champ_id, name: row.champ_name, country: row.country, games: [] };
      sport.champs.push(champ);
    }
    champ.games.push({ id: row.id, team1: row.team1, team2: row.team2, startAt: isoOf(row.start_at), result: resultView(row, row.final, row.finished_at) });
  }
  return sports;
}

export interface StandingRow {
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scored: number;
  conceded: number;
  points: number;
}

export interface ChampionView {
  id: number;
  sportId: number;
  sportName: string;
  name: string;
  country: string | null;
  standings: StandingRow[];
  lastResults: ResultGame[];
}

/**
 * Championship results: each championship's table from the stored results (football 3 points a win and 1 a draw;
 * ice hockey 2 a win and 1 an overtime or shootout defeat; elsewhere 1 a win) and its latest results.
 */
export async function listChampions(db: Db, lang: FeedLang, champId: number | undefined): Promise<ChampionView[]> {
  const { rows } = await db.query<ResultRow & { sport_slug: string; champ_position: number }>(
    `select g.id, g.sport_id, ${named('s.names')} as sport_name, s.slug as sport_slug, g.champ_id, ${named('c.names')} as champ_name,
       trim(c.country) as country, ${named('g.team1')} as team1, ${named('g.team2')} as team2, g.start_at, r.score1, r.score2, r.period_scores,
       r.final, r.finished_at
     from results r join games g on g.id = r.game_id join sports s on s.id = g.sport_id join championships c on c.id = g.champ_id
     where ($2::int is null or g.champ_id = $2)
     order by s.position, c.position, r.finished_at desc, g.id desc`,
    [lang, champId ?? null],
  );
  const champs: ChampionView[] = [];
  const tables = new Map<number, Map<string, StandingRow>>();
  for (const row of rows) {
    let champ = champs.find((candidate) => candidate.id === row.champ_id);
    if (!champ) {
      champ = { id: row.champ_id, sportId: row.sport_id, sportName: row.sport_name, name: row.champ_name, country: row.country, standings: [], lastResults: [] };
      champs.push(champ);
      tables.set(champ.id, new Map());
    }
    if (champ.lastResults.length < 5) {
      champ.lastResults.push({ id: row.id, team1: row.team1, team2: row.team2, startAt: isoOf(row.start_at), result: resultView(row, row.final, row.finished_at) });
    }
    const table = tables.get(champ.id) as Map<string, StandingRow>;
    const entry = (team: string) => {
      let standing = table.get(team);
      if (!standing) {
        standing = { team, played: 0, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0, points: 0 };
        table.set(team, standing);
      }
      return standing;
    };
    const extra = Boolean(row.final.overtime || row.final.shootout);
    const sides: [StandingRow, number, number][] = [
      [entry(row.team1), row.score1, row.score2],
      [entry(row.team2), row.score2, row.score1],
    ];
    for (const [standing, scored, conceded] of sides) {
      standing.played += 1;
      standing.scored += scored;
      standing.conceded += conceded;
      if (scored > conceded) standing.won += 1;
      else if (scored < conceded) standing.lost += 1;
      else standing.drawn += 1;
      standing.points += pointsFor(row.sport_slug, scored, conceded, extra);
    }
  }
  for (const champ of champs) {
    champ.standings = [...(tables.get(champ.id)?.values() ?? [])].sort(
      (a, b) => b.points - a.points || b.scored - b.conceded - (a.scored - a.conceded) || b.scored - a.scored || a.team.localeCompare(b.team),
    );
  }
  return champs;
}

function pointsFor(sport: string, scored: number, conceded: number, extraTime: boolean): number {
  if (sport === 'football') return scored > conceded ? 3 : scored === conceded ? 1 : 0;
  if (sport === 'ice-hockey') return scored > conceded ? 2 : extraTime ? 1 : 0;
  return scored > conceded ? 1 : 0;
}
