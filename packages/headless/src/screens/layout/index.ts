export { useLayoutScreen, layoutModel } from './use-layout-screen.ts';
export type { LayoutModel, FooterModel, MenuModel, LayoutInputs } from './use-layout-screen.ts';
export { useFooterExtras, type FooterExtras } from './use-footer-extras.ts';
