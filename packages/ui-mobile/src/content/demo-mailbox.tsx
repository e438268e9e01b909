import type { ButtonHTMLAttributes, ReactNode } from 'react';
import type { DemoMailboxModel } from '@bf/headless/screens/demo-mailbox';
import { MailboxSendBody } from '@bf/ui-core/content/mailbox-send';
import { Button, ButtonLink, buttonStyles } from '../components/button.tsx';
import { Notice } from '../components/notice.tsx';
import { PageHeading } from '../layout/page-heading.tsx';
import { cn } from '../utils/cn.ts';

/** The demo mailbox on the phone, one column: the banner, the filter on top, the messages, then the send buttons. */
export function MailboxLayout({ title, banner, filter, messages, send }: { title: string; banner: string; filter: ReactNode; messages: ReactNode; send: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <PageHeading title={title} />
      <p role="note" className="rounded-xl border border-warning bg-warning-soft p-3 text-sm font-semibold text-fg">
        {banner}
      </p>
      {filter}
      {messages}
      {send}
    </div>
  );
}

/** The address filter's button, full width and 44 px. */
export const MailboxFilterButton = (props: ButtonHTMLAttributes<HTMLButtonElement>) => <Button variant="secondary" className="min-h-11 w-full" {...props} />;

/** Why there are no messages, then one full-width card per message with a large link button. */
export function MailboxMessages({ model: { title, offText, emptyText, rows } }: { model: DemoMailboxModel }) {
  return (
    <>
      {offText && <Notice title={offText} tone="warning" />}
      {emptyText && <p className="text-sm text-muted">{emptyText}</p>}
      <ul aria-label={title} className="flex flex-col gap-2">
        {rows.map((row) => (
          <li key={row.id} className="rounded-xl border border-line bg-surface p-3">
            <p className="text-xs text-muted">
              {row.heading} · {row.time}
            </p>
            <p className="mt-1 font-semibold text-fg">{row.subject}</p>
            <p className="mt-1 text-sm text-muted">{row.body}</p>
            <ButtonLink href={row.link.href} className="mt-3 min-h-11 w-full" aria-label={`${row.link.label}: ${row.subject}`}>
              {row.link.label}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </>
  );
}

const SendButton = (props: ButtonHTMLAttributes<HTMLButtonElement>) => <Button variant="secondary" className="min-h-11 w-full" {...props} />;
const sendSkin = { title: 'mb-2 text-sm font-bold text-fg', buttons: 'grid grid-cols-1 gap-2', text: 'mb-3 text-sm text-muted', link: cn(buttonStyles(), 'min-h-11 w-full') };

/** The send card: a full-width button per kind of link with the answer under them, or a visitor's sign-in link. */
export function MailboxSend({ send }: { send: DemoMailboxModel['send'] }) {
  return (
    <section className="rounded-xl border border-line bg-surface p-3">
      <MailboxSendBody send={send} skin={sendSkin} Button={SendButton} />
    </section>
  );
}
