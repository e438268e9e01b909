export { useMultiLiveScreen } from './use-multi-live-screen.ts';
export type { MultiLiveModel, MultiPickModel, MultiColumnModel, MultiColumnState } from './use-multi-live-screen.ts';
/** Plain models of the screen in its states (the workbench's stories). */
export * as multiLiveFixtures from './fixtures.ts';
