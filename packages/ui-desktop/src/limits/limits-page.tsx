import type { ReactNode } from 'react';
import { FormMessage } from '../auth/form-message.tsx';
import { PageHeading } from '../layout/page-heading.tsx';

/** The responsible-gaming page's frame: heading with the intro, the message slot, then the sections stacked. */
export function LimitsPage({ title, intro, message, tone, children }: { title: string; intro: string; message: string; tone: 'error' | 'info' | 'success'; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={title}>{intro}</PageHeading>
      <FormMessage message={message} tone={tone} />
      {children}
    </div>
  );
}
