export { useHomeScreen } from './use-home-screen.ts';
export type { HomeModel, HomeOptions, TopBlockModel } from './use-home-screen.ts';
export { CouponSelectionSync } from '../../sports/index.ts';
/** Plain models of the screen in its states (the workbench's stories). */
export * as homeFixtures from './fixtures.ts';
