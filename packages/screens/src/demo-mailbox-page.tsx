import { useDemoMailboxScreen, type DemoMailboxModel } from '@bf/headless/screens/demo-mailbox';
import { DialogForm } from '@kit/auth';
import { MailboxFilterButton, MailboxLayout, MailboxMessages, MailboxSend } from '@kit/content';
import { TextInput } from './parts/auth-text-input.tsx';

/** The demo mailbox: the messages, the address filter and the send buttons (a side column on the desktop, one column on the phone). */
export function DemoMailboxView({ model }: { model: DemoMailboxModel }) {
  const filter = (
    <DialogForm onSubmit={model.onFilterSubmit}>
      <TextInput field={model.filter} />
      <MailboxFilterButton type="submit">{model.show.label}</MailboxFilterButton>
    </DialogForm>
  );
  return <MailboxLayout title={model.title} banner={model.banner} filter={filter} messages={<MailboxMessages model={model} />} send={<MailboxSend send={model.send} />} />;
}

/** `/{lng}/demo/mailbox`: what the reference API "sent" (demo only; docs/decisions.md "User action pages"). */
export function DemoMailboxScreen() {
  return <DemoMailboxView model={useDemoMailboxScreen()} />;
}
