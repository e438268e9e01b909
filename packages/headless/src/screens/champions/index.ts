export { useChampionsScreen } from './use-champions-screen.ts';
export { standingsRows } from './use-champions-screen.ts';
export type { ChampionsModel, ChampTableModel, StandingsTableModel } from './use-champions-screen.ts';
/** Plain models of the screen in its states (the workbench's stories). */
export * as championsFixtures from './fixtures.ts';
