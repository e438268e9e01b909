import { ROUTES, routeHref, type ParamRule, type RouteDefinition } from '@bf/headless/routes';

/** A sample value for a param rule: the first allowed word, a number, or a slug made to fit the pattern. */
export function sampleFor(rule: ParamRule | undefined, name: string): string {
  if (!rule) return 'sample';
  if ('oneOf' in rule) return rule.oneOf[0]!;
  for (const candidate of ['42', 'sample', `${name.toLowerCase()}-1`, 'landing-welcome']) {
    if (rule.pattern.test(candidate)) return candidate;
  }
  throw new Error(`no sample value for param ${name} (${String(rule.pattern)})`);
}

/** Params of a route filled with valid samples; optional ones only when `withOptional`. */
export function sampleParams(route: RouteDefinition, withOptional = false): Record<string, string> {
  const params: Record<string, string> = {};
  for (const segment of route.path.split('/')) {
    if (!segment.startsWith(':')) continue;
    const optional = segment.endsWith('?');
    if (optional && !withOptional) continue;
    const name = segment.replace(/^:|\?$/g, '');
    params[name] = sampleFor(route.params?.[name], name);
  }
  return params;
}

export interface SampleRoute {
  route: RouteDefinition;
  params: Record<string, string>;
  /** The route's href in English with these params. */
  href: string;
}

/** Every route of the table with sample params; a route with optional params also once with all of them. */
export const SAMPLE_ROUTES: readonly SampleRoute[] = ROUTES.flatMap((route) => {
  const variants = [sampleParams(route)];
  if (route.path.includes('?')) variants.push(sampleParams(route, true));
  return variants.map((params) => ({ route, params, href: routeHref(route.id, 'en', params) }));
});
