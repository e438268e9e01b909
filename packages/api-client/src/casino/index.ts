// The casino's calls: catalogue, providers, one game, favourites (docs/decisions.md "Casino").
export { createCasinoApi, casinoKeys, CASINO_BASE_PATH } from './casino-api.ts';
export type { CasinoApi } from './casino-api.ts';
export * from './casino-schemas.ts';
