import type { ButtonHTMLAttributes, ReactNode } from 'react';
import type { DemoMailboxModel } from '@bf/headless/screens/demo-mailbox';
import { MailboxSendBody } from '@bf/ui-core/content/mailbox-send';
import { Button, ButtonLink, buttonStyles } from '../components/button.tsx';
import { Notice } from '../components/notice.tsx';
import { PageHeading } from '../layout/page-heading.tsx';

/** The demo mailbox's page: the banner, then the messages beside a side column with the address filter and the send buttons. */
export function MailboxLayout({ title, banner, filter, messages, send }: { title: string; banner: string; filter: ReactNode; messages: ReactNode; send: ReactNode }) {
  return (
    <>
      <PageHeading title={title} />
      <p role="note" className="mb-4 rounded-lg border border-warning bg-warning-soft px-4 py-3 text-sm font-semibold text-fg">
        {banner}
      </p>
      <div className="grid grid-cols-[1fr_18rem] items-start gap-4">
        {messages}
        {/* Not an aside: the layout's right column is the page's one complementary landmark. */}
        <div className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4">
          {filter}
          {send}
        </div>
      </div>
    </>
  );
}

/** The address filter's button. */
export const MailboxFilterButton = (props: ButtonHTMLAttributes<HTMLButtonElement>) => <Button variant="secondary" {...props} />;

/** The messages as a dense table (to and when, subject and text, the link), or why there are none. */
export function MailboxMessages({ model }: { model: DemoMailboxModel }) {
  return (
    <section aria-label={model.title} className="rounded-lg border border-line bg-surface">
      {model.offText ? (
        <Notice title={model.offText} tone="warning" />
      ) : model.emptyText ? (
        <p className="p-6 text-sm text-muted">{model.emptyText}</p>
      ) : (
        <table className="w-full table-fixed text-left text-sm">
          <tbody>
            {model.rows.map((row) => (
              <tr key={row.id} className="border-b border-line align-top last:border-0">
                <td className="w-56 break-words p-3 text-xs text-muted">
                  <div className="font-semibold text-fg">{row.heading}</div>
                  {row.time}
                </td>
                <td className="p-3">
                  <div className="font-semibold text-fg">{row.subject}</div>
                  <p className="mt-1 text-muted">{row.body}</p>
                </td>
                <td className="w-36 p-3 text-right">
                  <ButtonLink href={row.link.href} size="sm" aria-label={`${row.link.label}: ${row.subject}`}>
                    {row.link.label}
                  </ButtonLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

const SendButton = (props: ButtonHTMLAttributes<HTMLButtonElement>) => <Button size="sm" variant="secondary" {...props} />;
const sendSkin = { title: 'text-sm font-bold text-fg', buttons: 'flex flex-col gap-2', text: 'text-sm text-muted', link: buttonStyles() };

/** The side column's send part: a small button per kind of link with the answer under them, or a visitor's sign-in link. */
export const MailboxSend = ({ send }: { send: DemoMailboxModel['send'] }) => <MailboxSendBody send={send} skin={sendSkin} Button={SendButton} />;
