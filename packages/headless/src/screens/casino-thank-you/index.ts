// The thank-you page under slots, casino and keno (S1 §2).
export { useCasinoThankYouScreen, casinoThankYouModel } from './use-casino-thank-you-screen.ts';
export type { CasinoThankYouModel } from './use-casino-thank-you-screen.ts';
