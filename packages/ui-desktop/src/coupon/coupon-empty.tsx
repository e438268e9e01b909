import type { ReactNode } from 'react';

/** The empty slip's words, with what the slip offers below them (code loader, one-click). */
export function CouponEmpty({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 px-4 py-6">
      <div className="text-center">
        <h3 className="text-sm font-semibold">{title}</h3>
        <p className="mt-1 text-xs text-muted">{text}</p>
      </div>
      {children}
    </div>
  );
}
