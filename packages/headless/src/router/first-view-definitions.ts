import { LAYOUT_IDS, type LayoutId, type RouteDefinition } from '../routes/route-types.ts';
import type { ScreenKind } from '../routes/route-screens.ts';
import { jsonScript, readJsonScript } from '../ssr/json-script.ts';

/** The element of the page that carries the definitions of the routes the server rendered. */
export const FIRST_VIEW_ROUTES_ELEMENT_ID = 'bf-first-view-routes';

// A param's pattern travels as its source and flags: JSON has no regular expressions.
const toJson = (_key: string, value: unknown) => (value instanceof RegExp ? { regexp: value.source, flags: value.flags } : value);
const fromJson = (_key: string, value: unknown) => {
  const rule = value as { regexp?: unknown; flags?: unknown } | null;
  return rule && typeof rule === 'object' && typeof rule.regexp === 'string' && typeof rule.flags === 'string' ? new RegExp(rule.regexp, rule.flags) : value;
};

/** A route the server rendered, with the screen it showed (so the browser needs no map of routes to screens). */
export type FirstViewRoute = RouteDefinition & { screen: ScreenKind };

/**
 * The script with the definitions of the routes a page was rendered with, for the browser to build its first view's
 * routes without the route table (which loads with the first navigation).
 */
export function firstViewRoutesScript(definitions: readonly FirstViewRoute[], nonce: string | undefined): string {
  return definitions.length === 0 ? '' : jsonScript(FIRST_VIEW_ROUTES_ELEMENT_ID, definitions, nonce, toJson);
}

// A screen kind the app lacks shows the pending page (screenFor), so a string is all the browser needs to check.
const isDefinition = (value: unknown): value is FirstViewRoute => {
  const def = value as Partial<FirstViewRoute> | null;
  return (
    !!def && typeof def === 'object' && typeof def.id === 'string' && typeof def.path === 'string' && typeof def.section === 'string' && (LAYOUT_IDS as readonly string[]).includes(def.layout as LayoutId) && typeof def.screen === 'string'
  );
};

/** The definitions the page carries; undefined when it has none or they do not read as route definitions (the browser then loads the table). */
export function readFirstViewRoutes(doc: Pick<Document, 'getElementById'> = document): FirstViewRoute[] | undefined {
  const parsed = readJsonScript(doc, FIRST_VIEW_ROUTES_ELEMENT_ID, fromJson);
  return Array.isArray(parsed) && parsed.length > 0 && parsed.every(isDefinition) ? parsed : undefined;
}
