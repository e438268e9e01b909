import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { extractRootHtml, htmlToReact } from './html-to-react.ts';

export interface BareTree {
  tree: ReactElement;
  /** The app's markup inside <div id="root">, as the site sent it. */
  siteMarkup: string;
  /** How close renderToString(tree) comes to the site's markup: proof that the baseline does comparable work. */
  check: { identical: boolean; siteChars: number; bareChars: number; firstDifference?: number };
}

/** Rebuilds the React tree of a server-rendered page's app markup and checks it renders back to that markup. */
export function bareTreeFromPage(pageHtml: string): BareTree {
  if (process.env.NODE_ENV !== 'production') throw new Error('import ./production-env.ts before React');
  const siteMarkup = extractRootHtml(pageHtml);
  const tree = htmlToReact(siteMarkup);
  // React's development elements carry `_store`; a development build here would not compare with the site's renderers.
  if ('_store' in tree) throw new Error('React loaded its development build: import ./production-env.ts first');
  const bare = renderToString(tree);
  let firstDifference: number | undefined;
  if (bare !== siteMarkup) {
    firstDifference = 0;
    while (bare[firstDifference] === siteMarkup[firstDifference]) firstDifference++;
  }
  return { tree, siteMarkup, check: { identical: bare === siteMarkup, siteChars: siteMarkup.length, bareChars: bare.length, firstDifference } };
}

export function renderBare(tree: ReactElement): string {
  return renderToString(tree);
}
