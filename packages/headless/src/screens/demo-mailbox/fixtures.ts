// Demo mailbox models for the workbench: messages listed for a signed-in player, an empty box for a visitor, off.
import type { DemoMailboxModel } from './use-demo-mailbox-screen.ts';

const none = () => {};
const base: DemoMailboxModel = {
  title: 'Demo mailbox',
  banner: 'Demo only. This site has no e-mail or SMS gateway, so the messages it would send are kept here for you to read. A real site never shows them.',
  phase: 'ready',
  filter: { kind: 'text', id: 'mailboxTo', label: 'E-mail or phone', value: 'ann@example.com', autoComplete: 'off', onText: none },
  show: { label: 'Show messages', onPress: none },
  onFilterSubmit: none,
  rows: [
    {
      id: 2,
      heading: 'E-mail to ann@example.com',
      subject: 'Set a new password',
      body: 'Someone asked to reset the password of your account. Open the link within 30 minutes to set a new one; if it was not you, ignore this message.',
      time: '24/11/2026, 23:40:12',
      link: { label: 'Open the link', href: '/en/user/passwordreset?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    },
    {
      id: 1,
      heading: 'E-mail to ann@example.com',
      subject: 'Confirm your account',
      body: 'Open the link within 24 hours to confirm this account is yours.',
      time: '24/11/2026, 23:38:01',
      link: { label: 'Open the link', href: '/en/user/accountverify?token=BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB' },
    },
  ],
  send: {
    title: 'Send me a link',
    buttons: [
      { id: 'verify', label: 'Account verification', onPress: none },
      { id: 'activate-email', label: 'Activation by e-mail', onPress: none },
      { id: 'activate-phone', label: 'Activation by SMS', onPress: none },
      { id: 'activate-fast', label: 'Fast activation', onPress: none },
      { id: 'newsletter', label: 'A newsletter', onPress: none },
    ],
    sentText: 'Sent to ann@example.com',
  },
};

export const demoMailboxFixtures = {
  messages: base,
  emptyVisitor: {
    ...base,
    filter: { ...base.filter, value: '' },
    rows: [],
    emptyText: 'No messages yet. Ask for a password reset link, register with an e-mail, or ask for a link below once signed in.',
    send: { title: 'Send me a link', text: 'Log in to have links for your account sent here.', signIn: { label: 'Log in', href: '/en/user/login' } },
  },
  off: { ...base, phase: 'off', rows: [], offText: 'The demo mailbox is off on this site.' },
} satisfies Record<string, DemoMailboxModel>;
