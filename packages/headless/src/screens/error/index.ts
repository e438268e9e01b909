export { useNotFoundScreen, useServerErrorScreen, notFoundModel, serverErrorModel } from './use-error-screen.ts';
export type { ErrorModel } from './use-error-screen.ts';
