export { useResultsScreen } from './use-results-screen.ts';
export type { ResultsModel, ResultsView } from './use-results-screen.ts';
/** Plain models of the screen in its states (the workbench's stories). */
export * as resultsFixtures from './fixtures.ts';
export type { ResultLineModel } from '../../sports/index.ts';
