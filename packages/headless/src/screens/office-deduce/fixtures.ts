// Withdrawal page models for the workbench: ready, more than the balance, sending, refused, and a bonus account.
import type { OfficeDeduceModel } from './use-office-deduce-screen.ts';

const noop = () => undefined;

export const ready: OfficeDeduceModel = {
  title: 'Withdraw',
  status: 'ready',
  unavailableText: null,
  account: { label: 'Account', value: 'RUB', balance: 'RUB 2,500.00' },
  available: { label: 'Available to withdraw', value: 'RUB 2,500.00' },
  methods: {
    label: 'Payment method',
    options: [
      { value: 'card', label: 'Bank card' },
      { value: 'ewallet', label: 'E-wallet' },
      { value: 'bank', label: 'Bank transfer' },
    ],
    selected: 'card',
    onSelect: noop,
  },
  amount: { label: 'Amount', text: '', error: null, hint: 'From RUB 100.00 to RUB 600,000.00', onText: noop },
  presets: ['RUB 500.00', 'RUB 1,000.00'].map((label) => ({ label, onPress: noop })),
  submit: { label: 'Continue to withdrawal', isBusy: false, isDisabled: false, onPress: noop },
  error: null,
};

export const overBalance: OfficeDeduceModel = {
  ...ready,
  amount: { ...ready.amount, text: '3000', error: 'You can withdraw at most RUB 2,500.00, your balance.' },
};

export const sending: OfficeDeduceModel = {
  ...ready,
  amount: { ...ready.amount, text: '1000' },
  submit: { label: 'Opening the payment page…', isBusy: true, isDisabled: true, onPress: noop },
};

export const refused: OfficeDeduceModel = { ...ready, amount: { ...ready.amount, text: '1000' }, error: 'Your balance is too low for this amount.' };

export const bonusAccount: OfficeDeduceModel = {
  ...ready,
  status: 'unavailable',
  unavailableText: 'Nothing can be withdrawn from this account. Choose your main or a currency account.',
  available: null,
  methods: { ...ready.methods, options: [], selected: null },
  presets: [],
  amount: { ...ready.amount, hint: null },
  submit: { ...ready.submit, isDisabled: true },
};
