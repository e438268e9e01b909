export { useSportsGameScreen } from './use-sports-game-screen.ts';
export type { SportsGameModel } from './use-sports-game-screen.ts';
