// The limits' overlays over any signed-in page: the reality check and the session-limit alert (spec: auth-limits-accounts-config.md §4).
export { useLimitOverlaysScreen, realityCheckModel, sessionEndedModel, limitApprovalModel, approvalOutcome } from './use-limit-overlays-screen.ts';
export type { LimitOverlaysModel, RealityCheckModel, SessionEndedModel, RealityCheckInput, OverlayAction, LimitApprovalModel, LimitApprovalInput } from './use-limit-overlays-screen.ts';
export * as limitOverlaysFixtures from './fixtures.ts';
