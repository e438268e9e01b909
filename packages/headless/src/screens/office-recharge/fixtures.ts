// Deposit page models for the workbench: ready (with the prompt to set a deposit limit), an amount out of limits, opening the provider, and a bonus account.
import type { OfficeRechargeModel } from './use-office-recharge-screen.ts';

const noop = () => undefined;

export const ready: OfficeRechargeModel = {
  title: 'Deposit',
  status: 'ready',
  unavailableText: null,
  account: { label: 'Account', value: 'RUB', balance: 'RUB 1,000.00' },
  available: null,
  methods: {
    label: 'Payment method',
    options: [
      { value: 'card', label: 'Bank card' },
      { value: 'ewallet', label: 'E-wallet' },
    ],
    selected: 'card',
    onSelect: noop,
  },
  amount: { label: 'Amount', text: '', error: null, hint: 'From RUB 100.00 to RUB 600,000.00', onText: noop },
  presets: ['RUB 500.00', 'RUB 1,000.00', 'RUB 5,000.00', 'RUB 10,000.00'].map((label) => ({ label, onPress: noop })),
  submit: { label: 'Continue to payment', isBusy: false, isDisabled: false, onPress: noop },
  error: null,
  depositLimits: {
    text: 'You have no deposit limit. Set one before you deposit: it caps what you can pay in per day, week or month.',
    link: { label: 'Set a deposit limit', href: '/en/office/responsible' },
  },
};

export const belowMinimum: OfficeRechargeModel = {
  ...ready,
  amount: { ...ready.amount, text: '50', error: 'The least you can deposit is RUB 100.00.' },
};

export const opening: OfficeRechargeModel = {
  ...ready,
  amount: { ...ready.amount, text: '1500' },
  submit: { label: 'Opening the payment page…', isBusy: true, isDisabled: true, onPress: noop },
};

export const bonusAccount: OfficeRechargeModel = {
  ...ready,
  status: 'unavailable',
  unavailableText: 'This account cannot be topped up. Choose your main or a currency account.',
  methods: { ...ready.methods, options: [], selected: null },
  presets: [],
  amount: { ...ready.amount, hint: null },
  submit: { ...ready.submit, isDisabled: true },
};
