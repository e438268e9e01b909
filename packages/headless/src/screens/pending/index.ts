export { usePendingScreen, pendingModel } from './use-pending-screen.ts';
export type { PendingModel } from './use-pending-screen.ts';
