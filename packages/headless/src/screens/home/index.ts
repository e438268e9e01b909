export { useHomeScreen } from './use-home-screen.ts';
export type { HomeModel, HomeOptions, TopBlockModel } from './use-home-screen.ts';
export { CouponSelectionSync } from '../../sports/index.ts';
