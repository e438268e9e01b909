import { ROUTES } from './route-table.ts';

/** The header of `route-links.generated.ts`. */
const HEADER = `// Generated from route-table.ts by \`npm run routes:links\`; route-links.test.ts fails when it is stale. Do not edit.
// What a link to a route needs in the first load: its path and its availability number. The route table (with the
// guards, params and flags the route loaders and the router need) loads with the first navigation.
`;

/** The text of `route-links.generated.ts` for the route table as it is (the generator writes it, the test compares it). */
export function routeLinksSource(): string {
  const paths = ROUTES.map((route) => `  ${JSON.stringify(route.id)}: ${JSON.stringify(route.path)},`);
  const availability = ROUTES.flatMap((route) => (route.guards?.availability === undefined ? [] : [`  ${JSON.stringify(route.id)}: ${route.guards.availability},`]));
  return `${HEADER}
/** Each route's path after the language segment (react-router syntax), by route id. */
export const ROUTE_PATHS: Readonly<Record<string, string>> = {
${paths.join('\n')}
};

/** The availability number of each route that has one (site config's \`availableRoutes\`), by route id. */
export const AVAILABILITY_OF_ROUTE: Readonly<Record<string, number>> = {
${availability.join('\n')}
};
`;
}
