export { useMultiLiveScreen } from './use-multi-live-screen.ts';
export type { MultiLiveModel, MultiPickModel, MultiColumnModel, MultiColumnState } from './use-multi-live-screen.ts';
