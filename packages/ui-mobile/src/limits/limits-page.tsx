import type { ReactNode } from 'react';
import { FormMessage } from '../auth/form-message.tsx';
import { PageHeading } from '../layout/page-heading.tsx';

/** The responsible-gaming page on the phone: heading and intro padded, the message slot, then edge-to-edge sections. */
export function LimitsPage({ title, intro, message, tone, children }: { title: string; intro: string; message: string; tone: 'error' | 'info' | 'success'; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <div className="px-4 pt-2">
        <PageHeading title={title} />
        <p className="text-sm text-muted">{intro}</p>
        <FormMessage message={message} tone={tone} />
      </div>
      <div className="flex flex-col gap-3">{children}</div>
    </div>
  );
}
