export { useHeaderScreen, headerModel } from './use-header-screen.ts';
export type { HeaderModel, HeaderLink, HeaderInputs } from './use-header-screen.ts';
