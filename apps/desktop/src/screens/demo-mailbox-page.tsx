import { useDemoMailboxScreen, type DemoMailboxModel } from '@bf/headless/screens/demo-mailbox';
import { Button, ButtonLink, Notice } from '@bf/ui-desktop/components';
import { DialogForm, FormMessage } from '@bf/ui-desktop/auth';
import { PageHeading } from '@bf/ui-desktop/layout';
import { TextInput } from '@bf/screens/parts/auth-text-input';

/** The demo mailbox, desktop: the messages as a dense table, the address filter and the send buttons in a side column. */
export function DemoMailboxView({ model }: { model: DemoMailboxModel }) {
  const { send } = model;
  return (
    <>
      <PageHeading title={model.title} />
      <p role="note" className="mb-4 rounded-lg border border-warning bg-warning-soft px-4 py-3 text-sm font-semibold text-fg">
        {model.banner}
      </p>
      <div className="grid grid-cols-[1fr_18rem] items-start gap-4">
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
        {/* Not an aside: the layout's right column is the page's one complementary landmark. */}
        <div className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4">
          <DialogForm onSubmit={model.onFilterSubmit}>
            <TextInput field={model.filter} />
            <Button type="submit" variant="secondary">
              {model.show.label}
            </Button>
          </DialogForm>
          <h2 className="text-sm font-bold text-fg">{send.title}</h2>
          {'buttons' in send ? (
            <div className="flex flex-col gap-2">
              {send.buttons.map((button) => (
                <Button key={button.id} size="sm" variant="secondary" disabled={button.isDisabled} onClick={button.onPress}>
                  {button.label}
                </Button>
              ))}
              <FormMessage tone="success" message={send.sentText} />
              <FormMessage message={send.errorText} />
            </div>
          ) : (
            <>
              <p className="text-sm text-muted">{send.text}</p>
              <ButtonLink href={send.signIn.href}>{send.signIn.label}</ButtonLink>
            </>
          )}
        </div>
      </div>
    </>
  );
}

/** `/{lng}/demo/mailbox`: what the reference API "sent" (demo only; docs/decisions.md "User action pages"). */
export function DemoMailboxScreen() {
  return <DemoMailboxView model={useDemoMailboxScreen()} />;
}
