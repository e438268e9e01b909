// The casino's list pages (S1 §2 casino layout; S1 §9 skeletons): lobby, categories, provider, search, other games, favourites.
export { useCasinoLobbyScreen, casinoLobbyModel, casinoViewOf, searchTerm } from './use-casino-lobby-screen.ts';
export type { CasinoLobbyModel, CasinoLobbyInput, CasinoView, CasinoChip } from './use-casino-lobby-screen.ts';
export { SKELETON_GAME_TILES, SKELETON_OTHER_GAMES_TILES } from '../../casino/casino-rules.ts';
export type { CasinoGridModel, CasinoTileModel, CasinoBadge, CasinoFavoriteToggle } from '../../casino/casino-rules.ts';
export * as casinoLobbyFixtures from './fixtures.ts';
