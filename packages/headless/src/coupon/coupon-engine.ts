// The coupon's engine: the store with its rules and the saving and tab sync. Loaded after the page hydrated (the
// first view shows no coupon: the server never knows it, and the sports lists talk to it through the selection store),
// by the server before its first render, and by tests with `loadCouponEngine()`.
export { createCouponStore } from './coupon-store.ts';
export { browserCouponStorage, connectCouponSync, openCouponTabChannel } from './coupon-sync.ts';
