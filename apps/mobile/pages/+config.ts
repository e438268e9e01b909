import type { Config } from 'vike/types';

// One catch-all page: react-router's data router owns routing; Vike only builds, renders and hydrates.
export default {
  clientRouting: false,
  hydrationCanBeAborted: true,
  passToClient: [],
  // Both apps share one origin: each serves its assets under its own prefix.
  baseAssets: '/_m/',
} satisfies Config;
