import type { ReactNode } from 'react';

/** The empty and maintenance layouts: the brand and one centred block, nothing to navigate to. */
export function MinimalFrame({ brand, children }: { brand: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-bg px-4 py-10 font-sans text-fg">
      <p className="mb-8 flex items-center gap-2 text-xl font-extrabold">
        <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-md bg-accent text-accent-fg">
          B
        </span>
        {brand}
      </p>
      <main id="content" className="w-full max-w-xl">
        {children}
      </main>
    </div>
  );
}
