import type { ReactNode } from 'react';

/** The page's h1 with an optional line of context under it. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-3 rounded-lg border border-line bg-surface px-4 py-3">
      <h1 className="text-xl font-bold">{title}</h1>
      {children && <div className="mt-1 text-sm text-muted">{children}</div>}
    </div>
  );
}
