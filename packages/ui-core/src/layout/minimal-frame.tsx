import type { ReactNode } from 'react';

/** A kit's classes for the minimal frame's parts. */
export interface MinimalFrameSkin {
  frame: string;
  brand: string;
  mark: string;
  main?: string;
}

/** The empty, maintenance and blocked layouts: the brand and the page, nothing to navigate to; in a kit's skin. */
export function MinimalFrameView({ skin, brand, children }: { skin: MinimalFrameSkin; brand: string; children: ReactNode }) {
  return (
    <div className={skin.frame}>
      <p className={skin.brand}>
        <span aria-hidden="true" className={skin.mark}>
          B
        </span>
        {brand}
      </p>
      <main id="content" className={skin.main}>
        {children}
      </main>
    </div>
  );
}
