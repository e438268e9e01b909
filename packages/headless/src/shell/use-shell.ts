import { useRouteLoaderData, useMatches } from 'react-router-dom';
import type { ShellData } from '../router/shell-data.ts';
import type { RouteHandle } from '../router/route-handle.ts';
import type { RouteDefinition } from '../routes/route-types.ts';

/** The shell's data (language, theme, sign-in state, languages) from the `lng` route. */
export function useShell(): ShellData {
  const shell = useRouteLoaderData('lng') as ShellData | undefined;
  if (!shell) throw new Error('useShell must be used inside the language route');
  return shell;
}

/** The spec's definition of the route being shown, or undefined on the 404 page. */
export function useCurrentRoute(): RouteDefinition | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}
