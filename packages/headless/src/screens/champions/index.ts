export { useChampionsScreen } from './use-champions-screen.ts';
export type { ChampionsModel, ChampTableModel, StandingsHeadsModel } from './use-champions-screen.ts';
