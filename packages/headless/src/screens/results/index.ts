export { useResultsScreen } from './use-results-screen.ts';
export type { ResultsModel, ResultsView } from './use-results-screen.ts';
