export { hydrateApp } from './hydrate-app.tsx';
export { installGlobalErrorHandlers } from '../env/global-errors.ts';
export type { GlobalErrorOptions } from '../env/global-errors.ts';
