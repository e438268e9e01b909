import type { UserQrModel } from './use-user-qr-screen.ts';

export const done: UserQrModel = {
  title: 'Sign in with a QR code',
  phase: 'done',
  text: 'You are signed in on this device.',
  tone: 'success',
  isBusy: false,
  primary: { label: 'Go to my account', href: '/en/office/account' },
  secondary: { label: 'To the home page', href: '/en' },
};

export const used: UserQrModel = { ...done, phase: 'refused', text: 'This code was already used. Ask for a new code on the signed-in device.', tone: 'error', primary: { label: 'To the home page', href: '/en' } };
