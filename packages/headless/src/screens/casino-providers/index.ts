// The casino's providers page (S1 §2 `providers`).
export { useCasinoProvidersScreen, casinoProvidersModel } from './use-casino-providers-screen.ts';
export type { CasinoProvidersModel } from './use-casino-providers-screen.ts';
