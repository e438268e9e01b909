// The demo mailbox: the user action links the reference API "sent" (docs/decisions.md "User action pages").
export { useDemoMailboxScreen, mailboxRows } from './use-demo-mailbox-screen.ts';
export type { DemoMailboxModel, MailboxRow } from './use-demo-mailbox-screen.ts';
