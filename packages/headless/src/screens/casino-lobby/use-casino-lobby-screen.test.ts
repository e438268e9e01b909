import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import type { CasinoGame } from '@bf/api-client/casino';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';
import { casinoLobbyModel, casinoViewOf, searchTerm, type CasinoLobbyInput } from '@bf/headless/screens/casino-lobby';
import { casinoGameModel } from '@bf/headless/screens/casino-game';
import { casinoProvidersModel } from '@bf/headless/screens/casino-providers';
import { casinoThankYouModel } from '@bf/headless/screens/casino-thank-you';

let t: TFunction;
let tr: TFunction;
beforeAll(async () => {
  const i18n = createI18n('en', await loadMessages('en'));
  t = i18n.getFixedT('en', 'casino');
  tr = i18n.getFixedT('en', 'routes');
});

const game = (id: number, name: string, extra: Partial<CasinoGame> = {}): CasinoGame => ({
  id,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  category: 'slots',
  subcategory: null,
  provider: { id: 'aurora-play', name: 'Aurora Play' },
  isNew: false,
  isPopular: false,
  imageUrl: `/web-api/casino/v1/games/${id}/tile.svg`,
  demoUrl: `/web-api/casino/v1/games/${id}/demo`,
  ...extra,
});

function input(extra: Partial<CasinoLobbyInput> = {}): CasinoLobbyInput {
  const noop = () => undefined;
  return {
    t,
    routeTitle: 'Casino lobby',
    lng: 'en',
    routeId: 'casino-lobby',
    view: 'lobby',
    category: undefined,
    subcategory: undefined,
    providerId: undefined,
    categoryItems: [],
    categoryLabel: 'Game categories',
    categoryInfo: undefined,
    providers: undefined,
    search: '',
    providerFilter: '',
    games: { data: undefined, isError: false, isLoadingMore: false },
    otherGames: { data: undefined, isError: false },
    tiles: { t, lng: 'en', favorites: undefined, onFavorite: noop },
    actions: { setSearch: noop, setProvider: noop, more: noop, retry: noop, retryOther: noop },
    ...extra,
  };
}

describe('casino lobby skeletons (S1 §9)', () => {
  it('shows 16 skeleton game tiles and 2 other-games tiles while the games load', () => {
    const model = casinoLobbyModel(input());
    expect(model.grid.status).toBe('loading');
    expect(model.grid.skeletonCount).toBe(16);
    expect(model.grid.statusText).toBe('Loading games…');
    expect(model.otherGames?.skeletonCount).toBe(2);
    expect(model.otherGames?.heading).toBe('Other games');
  });

  it('shows 2 skeleton tiles on the other-games page, and none once the games are there', () => {
    expect(casinoLobbyModel(input({ view: 'othergames', routeId: 'othergames', category: 'othergames', otherGames: null })).grid.skeletonCount).toBe(2);
    const ready = casinoLobbyModel(input({ games: { data: { games: [game(1, 'Fruit Fiesta')], total: 1, offset: 0, limit: 24 }, isError: false, isLoadingMore: false } }));
    expect(ready.grid.skeletonCount).toBe(0);
    expect(ready.grid.tiles).toHaveLength(1);
  });

  it('shows no skeletons but the error and a retry when the games cannot be loaded', () => {
    const retry = vi.fn();
    const model = casinoLobbyModel(input({ games: { data: undefined, isError: true, isLoadingMore: false }, actions: { ...input().actions, retry } }));
    expect(model.grid.skeletonCount).toBe(0);
    expect(model.grid.statusText).toBe('The games could not be loaded.');
    model.grid.retry?.onPress();
    expect(retry).toHaveBeenCalledOnce();
  });
});

describe('casino lobby', () => {
  it('names each tile, links slots to slots/game and other games to casino/game, with badges', () => {
    const model = casinoLobbyModel(
      input({
        games: { data: { games: [game(2, 'Cherry Blaze', { isNew: true, isPopular: true }), game(21, 'Royal Roulette', { category: 'live-casino', slug: 'royal-roulette' })], total: 78, offset: 0, limit: 24 }, isError: false, isLoadingMore: false },
      }),
    );
    expect(model.grid.countText).toBe('Games: 78');
    expect(model.grid.tiles.map((tile) => [tile.name, tile.provider, tile.href])).toEqual([
      ['Cherry Blaze', 'Aurora Play', '/en/slots/game/2/cherry-blaze'],
      ['Royal Roulette', 'Aurora Play', '/en/casino/game/21/royal-roulette'],
    ]);
    expect(model.grid.tiles[0]?.badges.map((badge) => badge.label)).toEqual(['New', 'Popular']);
    expect(model.grid.more?.label).toBe('Show more');
    expect(model.hero).toMatchObject({ title: 'Spin, deal and win', cta: { label: 'Play slots', href: '/en/slots' } });
    expect(model.hero?.images).toEqual(['/web-api/casino/v1/games/2/tile.svg', '/web-api/casino/v1/games/21/tile.svg', null]);
  });

  it('gives a signed-in player a star per tile that adds or removes the game', () => {
    const onFavorite = vi.fn();
    const games = [game(2, 'Cherry Blaze'), game(3, 'Lucky Sevens')];
    const model = casinoLobbyModel(input({ games: { data: { games, total: 2, offset: 0, limit: 24 }, isError: false, isLoadingMore: false }, tiles: { t, lng: 'en', favorites: new Set([3]), onFavorite } }));
    expect(model.grid.tiles.map((tile) => tile.favorite?.label)).toEqual(['Add Cherry Blaze to favourites', 'Remove Lucky Sevens from favourites']);
    model.grid.tiles[0]?.favorite?.onPress();
    expect(onFavorite).toHaveBeenCalledWith(games[0], true);
    expect(model.grid.more).toBeNull();
    // A visitor gets no star.
    expect(casinoLobbyModel(input({ games: { data: { games, total: 2, offset: 0, limit: 24 }, isError: false, isLoadingMore: false } })).grid.tiles[0]?.favorite).toBeNull();
  });

  it('offers every provider and a search that waits for 2 letters', () => {
    const model = casinoLobbyModel(input({ providers: [{ id: 'orbit-live', name: 'Orbit Live', gameCount: 8 }], search: 'r' }));
    expect(model.provider?.options).toEqual([{ value: '', label: 'All providers' }, { value: 'orbit-live', label: 'Orbit Live' }]);
    expect(model.search?.hint).toBe('Type at least 2 letters');
    expect([searchTerm(' r '), searchTerm('ro'), searchTerm('  ')]).toEqual([undefined, 'ro', undefined]);
  });

  it('shows the subcategories of slots as links, the current one active', () => {
    const model = casinoLobbyModel(
      input({ view: 'category', routeId: 'slots', category: 'slots', subcategory: 'egypt', otherGames: null, categoryInfo: [{ id: 'slots', gameCount: 20, subcategories: ['new', 'popular', 'egypt'] }] }),
    );
    expect(model.subcategories?.items.map((item) => [item.label, item.href, item.isActive])).toEqual([
      ['All', '/en/slots', false],
      ['New', '/en/slots/new', false],
      ['Popular', '/en/slots/popular', false],
      ['Egypt', '/en/slots/egypt', true],
    ]);
    expect(casinoLobbyModel(input({ view: 'category', routeId: 'bingo', category: 'bingo' })).subcategories).toBeNull();
  });

  it('reads the list a route shows', () => {
    expect(['casino-lobby', 'slots', 'casino', 'fast-bet', 'othergames', 'provider', 'casino-search', 'favorites', 'my-casino'].map((id) => casinoViewOf(id))).toEqual([
      { view: 'lobby' },
      { view: 'category', category: 'slots' },
      { view: 'category', category: 'live-casino' },
      { view: 'category', category: 'fast-games' },
      { view: 'othergames', category: 'othergames' },
      { view: 'provider' },
      { view: 'search' },
      { view: 'favorites' },
      { view: 'favorites' },
    ]);
  });

  it('says favourites are empty in its own words, with no filters', () => {
    const model = casinoLobbyModel(input({ view: 'favorites', routeId: 'favorites', otherGames: null, games: { data: { games: [], total: 0, offset: 0, limit: 1 }, isError: false, isLoadingMore: false } }));
    expect(model.grid.status).toBe('empty');
    expect(model.grid.statusText).toBe('No favourites yet: press the star on a game to keep it here.');
    expect([model.search, model.provider]).toEqual([null, null]);
  });
});

describe('casino game, providers and thank-you pages', () => {
  it('shows the game with its provider, category and demo link', () => {
    const model = casinoGameModel({ t, tRoute: (id) => tr(id), lng: 'en', game: game(5, 'Sands of Anubis'), error: undefined, tiles: { t, lng: 'en', favorites: undefined, onFavorite: () => undefined } });
    expect(model.title).toBe('Sands of Anubis');
    expect(model.facts.map((fact) => [fact.label, fact.value, fact.href])).toEqual([
      ['Provider', 'Aurora Play', '/en/providers/aurora-play'],
      ['Category', 'Slots', '/en/slots'],
    ]);
    expect(model.demo).toEqual({ label: 'Play demo', href: '/web-api/casino/v1/games/5/demo', note: 'Demo mode: no money is played.' });
  });

  it('lists providers with their game counts', () => {
    const model = casinoProvidersModel(t, 'Providers', 'en', [{ id: 'red-panda', name: 'Red Panda Studios', gameCount: 11 }], false, () => undefined);
    expect(model.providers).toEqual([{ id: 'red-panda', name: 'Red Panda Studios', initials: 'RP', count: 'Games: 11', href: '/en/providers/red-panda' }]);
  });

  it('thanks the player and leads back to the section', () => {
    expect(casinoThankYouModel(t, 'Thank you', 'keno-thank-you', 'en').back).toEqual({ label: 'Back to the games', href: '/en/keno' });
  });
});
