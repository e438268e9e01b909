import { lazyScreens, type ScreenModules } from '@bf/headless/screen-files';

// The screens both apps share (the files beside `shell/`), home left out: the app imports it up front.
const sharedScreenFiles = import.meta.glob(['../*-page.tsx', '../*-pages.tsx', '../debug.tsx', '!../home-page.tsx']);

/**
 * An app's screens that load with their route, by kind: the shared screen files, then the app's own (a file of the
 * same name in `apps/<platform>/src/screens` replaces the shared one on that platform only). An app builds this in a
 * module of its own that `appRoutes` loads on first need, so the table of every screen file is not in the first load.
 */
export function screenTable(appScreenFiles: ScreenModules) {
  return lazyScreens({ ...sharedScreenFiles, ...appScreenFiles });
}
