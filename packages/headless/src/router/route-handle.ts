import type { RouteDefinition } from '../routes/route-types.ts';

/** Route handle: the spec's definition of the matched route (read by `useCurrentRoute`). */
export interface RouteHandle {
  route: RouteDefinition;
}
