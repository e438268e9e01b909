import type { Config } from 'vike/types';

// One catch-all page: react-router's data router owns routing; Vike only builds, renders and hydrates.
export default {
  clientRouting: false,
  hydrationCanBeAborted: true,
  passToClient: [],
  // Both apps share one origin: each serves its assets under its own prefix.
  // (Vite's dev server serves everything from /, so only the build gets the prefix.)
  ...(process.env.NODE_ENV === 'development' ? {} : { baseAssets: '/_m/' }),
} satisfies Config;
