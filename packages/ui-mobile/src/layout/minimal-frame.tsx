import type { ReactNode } from 'react';

/** Empty, maintenance and blocked layouts on a phone. */
export function MinimalFrame({ brand, children }: { brand: string; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-bg px-4 py-8 font-sans text-fg">
      <p className="mb-6 flex items-center justify-center gap-2 text-lg font-extrabold">
        <span aria-hidden="true" className="flex size-7 items-center justify-center rounded-md bg-accent text-accent-fg">
          B
        </span>
        {brand}
      </p>
      <main id="content">{children}</main>
    </div>
  );
}
