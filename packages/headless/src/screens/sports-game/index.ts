export { useSportsGameScreen } from './use-sports-game-screen.ts';
export type { SportsGameModel } from './use-sports-game-screen.ts';
export type { BreadcrumbsModel, BreadcrumbItem } from '../../sports/index.ts';
/** Plain models of the screen in its states (the workbench's stories). */
export * as sportsGameFixtures from './fixtures.ts';
