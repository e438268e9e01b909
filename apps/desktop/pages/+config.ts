import type { Config } from 'vike/types';

// One catch-all page: react-router's data router owns routing; Vike only builds and renders. The browser runs
// +client.ts alone (clientHooks: false: no Vike client runtime), which hydrates the page itself.
export default {
  clientRouting: false,
  clientHooks: false,
  passToClient: [],
  // Both apps share one origin: each serves its assets under its own prefix.
  // (Vite's dev server serves everything from /, so only the build gets the prefix.)
  ...(process.env.NODE_ENV === 'development' ? {} : { baseAssets: '/_d/' }),
} satisfies Config;
