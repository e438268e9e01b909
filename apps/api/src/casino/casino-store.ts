import { CASINO_CATEGORIES, CASINO_FLAG_SUBCATEGORIES, type CasinoCategory, type CasinoCategoryInfo, type CasinoGame, type CasinoGamesPage, type CasinoProvider } from '@bf/api-client/casino';
import type { Db } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';

/** The API's own path of a game's files. */
export const CASINO_PATH = '/web-api/casino/v1';

interface GameRow {
  id: number;
  slug: string;
  name: string;
  category: CasinoCategory;
  subcategory: string | null;
  provider_id: string;
  provider_name: string;
  is_new: boolean;
  is_popular: boolean;
}

const GAME_COLUMNS = `g.id, g.slug, g.name, g.category, g.subcategory, g.provider_id, p.name as provider_name, g.is_new, g.is_popular`;
const FROM = 'from casino_games g join casino_providers p on p.id = g.provider_id';

function toGame(row: GameRow): CasinoGame {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category,
    subcategory: row.subcategory,
    provider: { id: row.provider_id, name: row.provider_name },
    isNew: row.is_new,
    isPopular: row.is_popular,
    imageUrl: `${CASINO_PATH}/games/${row.id}/tile.svg`,
    demoUrl: `${CASINO_PATH}/games/${row.id}/demo`,
  };
}

export interface GamesFilter {
  category?: CasinoCategory;
  /** A theme of the category, or `new` / `popular`. */
  subcategory?: string;
  provider?: string;
  search?: string;
  offset: number;
  limit: number;
}

/** `%`, `_` and `\` of a search are letters, not patterns. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** A page of games: popular first within the catalogue's order, filtered as asked. */
export async function listGames(db: Db, filter: GamesFilter): Promise<CasinoGamesPage> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (filter.category) add((n) => `g.category = ${n}`, filter.category);
  if (filter.subcategory === 'new') where.push('g.is_new');
  else if (filter.subcategory === 'popular') where.push('g.is_popular');
  else if (filter.subcategory) add((n) => `g.subcategory = ${n}`, filter.subcategory);
  if (filter.provider) add((n) => `g.provider_id = ${n}`, filter.provider);
  if (filter.search) add((n) => `g.name ilike '%' || ${n} || '%' escape '\\'`, likeEscape(filter.search));
  const whereSql = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const total = await db.query<{ n: number }>(`select count(*)::int as n ${FROM} ${whereSql}`, params);
  const rows = await db.query<GameRow>(
    `select ${GAME_COLUMNS} ${FROM} ${whereSql} order by g.is_popular desc, g.position limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, filter.limit, filter.offset],
  );
  return { games: rows.rows.map(toGame), total: total.rows[0]?.n ?? 0, offset: filter.offset, limit: filter.limit };
}

/** Every category with its game count and themes (the flag subcategories first), in the spec's order. */
export async function listCategories(db: Db): Promise<CasinoCategoryInfo[]> {
  const rows = await db.query<{ category: CasinoCategory; n: number; subs: (string | null)[] }>(
    'select category, count(*)::int as n, array_agg(distinct subcategory) as subs from casino_games group by category',
  );
  const byCategory = new Map(rows.rows.map((row) => [row.category, row]));
  return CASINO_CATEGORIES.map((id) => {
    const row = byCategory.get(id);
    const themes = (row?.subs ?? []).filter((sub): sub is string => sub !== null).sort();
    return { id, gameCount: row?.n ?? 0, subcategories: [...CASINO_FLAG_SUBCATEGORIES, ...themes] };
  });
}

/** The providers with how many games each has, in the catalogue's order. */
export async function listProviders(db: Db): Promise<CasinoProvider[]> {
  const rows = await db.query<{ id: string; name: string; n: number }>(
    'select p.id, p.name, count(g.id)::int as n from casino_providers p left join casino_games g on g.provider_id = p.id group by p.id order by p.position',
  );
  return rows.rows.map((row) => ({ id: row.id, name: row.name, gameCount: row.n }));
}

/** Whether a provider of that id exists. */
export async function providerExists(db: Db, id: string): Promise<boolean> {
  return (await db.query('select 1 from casino_providers where id = $1', [id])).rows.length > 0;
}

/** One game, or a 404. */
export async function readGame(db: Db, gameId: number): Promise<CasinoGame & { hue: number }> {
  const rows = await db.query<GameRow & { hue: number }>(`select ${GAME_COLUMNS}, p.hue ${FROM} where g.id = $1`, [gameId]);
  const row = rows.rows[0];
  if (!row) throw new ApiError(404, [{ code: 'not_found', detail: `No game ${gameId}` }]);
  return { ...toGame(row), hue: row.hue };
}

/** The player's favourites, the latest added first. */
export async function listFavorites(db: Db, userId: number): Promise<CasinoGame[]> {
  const rows = await db.query<GameRow>(`select ${GAME_COLUMNS} ${FROM} join casino_favorites f on f.game_id = g.id where f.user_id = $1 order by f.created_at desc, g.id`, [userId]);
  return rows.rows.map(toGame);
}

/** Adds or removes a favourite; both are idempotent. A game that does not exist is a 404. */
export async function setFavorite(db: Db, userId: number, gameId: number, isFavorite: boolean, now: Date): Promise<{ gameId: number; isFavorite: boolean }> {
  await readGame(db, gameId);
  if (isFavorite) await db.query('insert into casino_favorites (user_id, game_id, created_at) values ($1, $2, $3) on conflict do nothing', [userId, gameId, now]);
  else await db.query('delete from casino_favorites where user_id = $1 and game_id = $2', [userId, gameId]);
  return { gameId, isFavorite };
}
