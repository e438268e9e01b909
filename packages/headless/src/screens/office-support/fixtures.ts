// Support page models for the workbench: an empty form with no messages, and errors shown beside two sent messages.
import type { OfficeSupportModel } from './use-office-support-screen.ts';

const noop = () => undefined;
const topics = [
  { value: '', label: 'Choose…' },
  { value: 'account', label: 'My account' },
  { value: 'payments', label: 'Deposits and withdrawals' },
  { value: 'bets', label: 'Bets' },
  { value: 'verification', label: 'Verification' },
  { value: 'technical', label: 'Technical problem' },
  { value: 'other', label: 'Something else' },
];

export const empty: OfficeSupportModel = {
  title: 'Support',
  intro: 'Write to us and we answer by e-mail, usually within a day.',
  form: {
    title: 'New message',
    topic: { id: 'support-topic', label: 'Topic', value: '', options: topics, onChange: noop },
    message: { id: 'support-message', label: 'Message', value: '', counter: '0 / 2000', maxLength: 2000, onText: noop },
    submit: { label: 'Send', isBusy: false, isDisabled: false, onPress: noop },
    result: null,
  },
  tickets: { title: 'Your messages', status: 'empty', text: 'You have not written to us yet.', rows: [] },
};

export const withTickets: OfficeSupportModel = {
  ...empty,
  form: {
    ...empty.form,
    topic: { ...empty.form.topic, error: 'Choose a topic.' },
    message: { ...empty.form.message, value: 'Too short', counter: '9 / 2000', error: 'Write at least 10 characters.' },
    result: { text: 'Your message #41 was sent.', tone: 'success' },
  },
  tickets: {
    title: 'Your messages',
    status: 'ready',
    text: null,
    rows: [
      { id: '41', title: '#41 · Deposits and withdrawals', detail: 'My deposit of 150 has not arrived yet.', meta: '01.03.2026, 10:00', status: 'Received', href: null },
      { id: '40', title: '#40 · Bets', detail: 'How is a system bet settled?', meta: '28.02.2026, 18:30', status: 'Answered', href: null },
    ],
  },
};

export const loading: OfficeSupportModel = { ...empty, tickets: { title: 'Your messages', status: 'loading', text: 'Loading…', rows: [] } };
