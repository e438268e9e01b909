import { useDemoMailboxScreen, type DemoMailboxModel } from '@bf/headless/screens/demo-mailbox';
import { Button, ButtonLink, Notice } from '@bf/ui-mobile/components';
import { DialogForm, FormMessage } from '@bf/ui-mobile/auth';
import { PageHeading } from '@bf/ui-mobile/layout';
import { TextInput } from '@bf/screens/parts/auth-text-input';

/** The demo mailbox, phone: the filter on top, then one full-width card per message with a large link button. */
export function DemoMailboxView({ model }: { model: DemoMailboxModel }) {
  const { send } = model;
  return (
    <div className="flex flex-col gap-3">
      <PageHeading title={model.title} />
      <p role="note" className="rounded-xl border border-warning bg-warning-soft p-3 text-sm font-semibold text-fg">
        {model.banner}
      </p>
      <DialogForm onSubmit={model.onFilterSubmit}>
        <TextInput field={model.filter} />
        <Button type="submit" variant="secondary" className="min-h-11 w-full">
          {model.show.label}
        </Button>
      </DialogForm>
      {model.offText && <Notice title={model.offText} tone="warning" />}
      {model.emptyText && <p className="text-sm text-muted">{model.emptyText}</p>}
      <ul aria-label={model.title} className="flex flex-col gap-2">
        {model.rows.map((row) => (
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
      <section className="rounded-xl border border-line bg-surface p-3">
        <h2 className="mb-2 text-sm font-bold text-fg">{send.title}</h2>
        {'buttons' in send ? (
          <div className="grid grid-cols-1 gap-2">
            {send.buttons.map((button) => (
              <Button key={button.id} variant="secondary" className="min-h-11 w-full" disabled={button.isDisabled} onClick={button.onPress}>
                {button.label}
              </Button>
            ))}
            <FormMessage tone="success" message={send.sentText} />
            <FormMessage message={send.errorText} />
          </div>
        ) : (
          <>
            <p className="mb-3 text-sm text-muted">{send.text}</p>
            <ButtonLink href={send.signIn.href} className="min-h-11 w-full">
              {send.signIn.label}
            </ButtonLink>
          </>
        )}
      </section>
    </div>
  );
}

/** `/{lng}/demo/mailbox`: what the reference API "sent" (demo only; docs/decisions.md "User action pages"). */
export function DemoMailboxScreen() {
  return <DemoMailboxView model={useDemoMailboxScreen()} />;
}
