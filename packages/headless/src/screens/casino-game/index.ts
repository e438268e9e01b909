// A casino game's page (S1 §2: slots/game/{gameId}/{gameName}, casino/game/{gameId}/{gameName}).
export { useCasinoGameScreen, casinoGameModel } from './use-casino-game-screen.ts';
export type { CasinoGameModel, CasinoGameInput } from './use-casino-game-screen.ts';
