import type { Plugin, UserConfig } from 'vite';

/** The back-end paths that `npm run dev:*` proxies to the reference API running beside Vite. */
export declare const API_PATHS: string[];
/** Swaps react-router's development build for its production build in `vite build`. */
export declare function reactRouterProductionBuild(): Plugin;
/** flag-icons' flags of one set as plain files at `<base>flags/<set>/<code>.svg` (client build and dev server). */
export declare function flagIcons(set: '1x1' | '4x3'): Plugin;
/** What both apps' Vite configs share; each app adds its own plugins on top. */
export declare function appViteConfig(command?: 'build' | 'serve'): UserConfig;
