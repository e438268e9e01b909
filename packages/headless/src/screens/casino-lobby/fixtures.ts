// Casino lobby models for the workbench and view tests, built by the model over the English messages.
import type { TFunction } from 'i18next';
import type { CasinoGame } from '@bf/api-client/casino';
import messages from '../../i18n/locales/en/casino.json';
import { casinoLobbyModel, type CasinoLobbyInput } from './use-casino-lobby-screen.ts';

const en = messages as unknown as Record<string, string>;
const t = ((key: string, vars: Record<string, unknown> = {}) => (en[key] ?? String(vars.defaultValue ?? key)).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''))) as unknown as TFunction;
const noop = () => undefined;

const game = (id: number, name: string, provider: string, extra: Partial<CasinoGame> = {}): CasinoGame => ({
  id,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name,
  category: 'slots',
  subcategory: null,
  provider: { id: provider.toLowerCase().replace(/\s+/g, '-'), name: provider },
  isNew: false,
  isPopular: false,
  imageUrl: `/web-api/casino/v1/games/${id}/tile.svg`,
  demoUrl: `/web-api/casino/v1/games/${id}/demo`,
  ...extra,
});

export const games: CasinoGame[] = [
  game(1, 'Fruit Fiesta', 'Sunset Reels', { isPopular: true }),
  game(2, 'Cherry Blaze', 'Red Panda Studios', { isNew: true, isPopular: true }),
  game(3, 'Lucky Sevens Deluxe', 'Golden Koi'),
  game(4, 'Pharaoh Gold', 'Aurora Play'),
  game(5, 'Sands of Anubis', 'Nordlight Gaming', { isNew: true }),
  game(6, 'Viking Voyage', 'Nordlight Gaming'),
];
const other: CasinoGame[] = [game(73, 'Lucky Wheel', 'Aurora Play', { category: 'othergames' }), game(74, 'Daily Lottery', 'Sunset Reels', { category: 'othergames' })];

const base: CasinoLobbyInput = {
  t,
  routeTitle: 'Casino lobby',
  lng: 'en',
  routeId: 'casino-lobby',
  view: 'lobby',
  category: undefined,
  subcategory: undefined,
  providerId: undefined,
  categoryItems: [
    { key: 'casino-lobby', label: 'Casino lobby', href: '/en/casino-lobby', isActive: true },
    { key: 'slots', label: 'Slots', href: '/en/slots', isActive: false },
    { key: 'casino', label: 'Live casino', href: '/en/casino', isActive: false },
  ],
  categoryLabel: 'Game categories',
  categoryInfo: undefined,
  providers: [{ id: 'aurora-play', name: 'Aurora Play', gameCount: 9 }],
  search: '',
  providerFilter: '',
  games: { data: undefined, isError: false, isLoadingMore: false },
  otherGames: { data: undefined, isError: false },
  tiles: { t, lng: 'en', favorites: undefined, onFavorite: noop },
  actions: { setSearch: noop, setProvider: noop, more: noop, retry: noop, retryOther: noop },
};

export const loading = casinoLobbyModel(base);
export const ready = casinoLobbyModel({
  ...base,
  games: { data: { games, total: 78, offset: 0, limit: 24 }, isError: false, isLoadingMore: false },
  otherGames: { data: { games: other, total: 6, offset: 0, limit: 2 }, isError: false },
  tiles: { ...base.tiles, favorites: new Set([2]) },
});
export const failed = casinoLobbyModel({ ...base, games: { data: undefined, isError: true, isLoadingMore: false } });
