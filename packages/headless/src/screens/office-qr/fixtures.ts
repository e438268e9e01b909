import type { OfficeQrModel } from './use-office-qr-screen.ts';

const renew = { label: 'Get a new code', isBusy: false, onPress: () => undefined };
const base = { title: 'Sign in with a QR code', panelTitle: 'Scan to sign in', intro: 'Scan the code with the camera of another device to sign in there as you. It works once.' };

/** The panel with a code and 1:45 left (a 2-module stand-in path, not a real code). */
export const ready: OfficeQrModel = {
  ...base,
  phase: 'ready',
  qr: { label: 'QR code to sign in on another device', size: 29, path: 'M4 4h7v1h-7zM4 10h7v1h-7z' },
  link: { label: 'Or open this link on the other device', href: 'https://example.com/en/user/qr?token=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' },
  countdown: { text: 'The code works for 1:45 more', secondsLeft: 105, total: 120 },
  message: null,
  renew,
};

export const expired: OfficeQrModel = { ...base, phase: 'expired', qr: null, link: null, countdown: null, message: { text: 'This code has expired.', tone: 'info' }, renew };
