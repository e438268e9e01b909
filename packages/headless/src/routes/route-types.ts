/** Layouts a route renders in (spec: S1 §2). */
export const LAYOUT_IDS = ['main', 'office', 'casino', 'headless', 'empty', 'maintenance', 'blocked'] as const;
export type LayoutId = (typeof LAYOUT_IDS)[number];

/** Sections that group routes inside a layout for navigation and headings. */
export type SectionId =
  | 'home'
  | 'sports'
  | 'toto-lotto'
  | 'games'
  | 'content'
  | 'information'
  | 'cyber'
  | 'bonus'
  | 'casino'
  | 'office'
  | 'user'
  | 'landing'
  | 'payment-result'
  | 'technical'
  | 'debug';

/** Display flags a route carries (spec: S1 §2 "Route behaviour"). */
export interface RouteFlags {
  hideBottomNavigation?: boolean;
  hideFooter?: boolean;
  hideSeoBlock?: boolean;
  /** Game pages may hide the header. */
  hideHeader?: boolean;
}

/** Guards as data; the guard pipeline in `router/guard-route.ts` reads them. */
export interface RouteGuards {
  /** Office, confirm and block-appeal-history (S1 §6). */
  signedInOnly?: boolean;
  /** Registration pages need `isRegistrationAllowed` and no VIP domain (S1 §5). */
  registrationAllowed?: boolean;
  /** Availability number: the route answers 404 unless site config lists it in `availableRoutes` (S2 §2). */
  availability?: number;
  /** The identification page needs the site config flag (S1 §5). */
  identification?: boolean;
  /** Payment page: the route must be available and, when configured, the user signed in (S1 §5). */
  payment?: boolean;
  /** Debug pages exist only outside production (S1 §6). */
  debugOnly?: boolean;
  /** Non-banned users are sent home from ban-only pages (S2 §2). */
  banOnly?: boolean;
  /** Sign-in: a signed-in player is sent on (docs/decisions.md GUARD-020). Registration keeps its last step. */
  visitorOnly?: boolean;
  /** Reachable by any banned user: sign-in, the block and maintenance pages (S2 §2). */
  allowedWhenBanned?: boolean;
  /** Reachable whatever the block check says: the contacts page, where the block pages send players for support (issue 9). */
  allowedWhenBlocked?: boolean;
  /**
   * Money leaves the account here (deduce, payment requests): the player must be identified and have the
   * personal data of the registration filled in first (docs/decisions.md GUARD-020, GUARD-044).
   */
  withdrawal?: boolean;
  /** The deduce route: reachable by a banned user at or above the ban threshold, 45 or 53 (S2 §2, §9; GUARD-027). */
  deduceWhenBanned?: boolean;
}

/** Parameter rules: a route whose params break them answers 404. */
export type ParamRule = { oneOf: readonly string[] } | { pattern: RegExp };

export interface RouteDefinition {
  /** Stable id; both apps map it to a page component. */
  id: string;
  /** Path after the language prefix, in react-router syntax (`:param`, `:param?`, `*`). `''` is the language root. */
  path: string;
  layout: LayoutId;
  section: SectionId;
  flags?: RouteFlags;
  guards?: RouteGuards;
  params?: Record<string, ParamRule>;
  /** Redirect routes never render: the guard pipeline answers with a redirect (see `route-redirects.ts`). */
  redirect?: true;
  /** A later issue brings the capability; the page says plainly it is not available yet. */
  pending?: boolean;
}
