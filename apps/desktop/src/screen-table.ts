import { screenTable } from '@bf/screens/shell/screen-table';

/**
 * The desktop screens that load with their route: the shared screen files, then its own (a file of the same name here
 * replaces the shared one). `app-routes.tsx` loads this module on first need, so it is not in the first load.
 */
export const screens = screenTable(import.meta.glob(['./screens/*-page.tsx', './screens/*-pages.tsx', './screens/debug.tsx', '!./screens/home-page.tsx']));
