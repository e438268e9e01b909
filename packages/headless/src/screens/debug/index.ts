export { useDebugScreen, debugModel } from './use-debug-screen.ts';
export type { DebugModel } from './use-debug-screen.ts';
