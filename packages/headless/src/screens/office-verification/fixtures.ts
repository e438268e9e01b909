// Verification page models for the workbench: nothing sent (with errors), pending review, and verified.
import type { OfficeVerificationModel } from './use-office-verification-screen.ts';

const noop = () => undefined;
const options = [
  { value: '', label: 'Choose…' },
  { value: 'passport', label: 'Passport' },
  { value: 'id_card', label: 'Identity card' },
  { value: 'driving_licence', label: 'Driving licence' },
];

export const notSent: OfficeVerificationModel = {
  title: 'Verification',
  intro: 'Confirm your identity with a photo or scan of a document. We review it and let you know.',
  status: 'ready',
  statusText: null,
  state: { tone: 'none', label: 'Not verified', text: 'Send one document to verify your account.' },
  form: {
    title: 'Send a document',
    documentType: { id: 'verify-document-type', label: 'Document', value: '', options, onChange: noop },
    file: { id: 'verify-file', label: 'File', hint: 'JPEG, PNG or PDF, up to 5 MB.', accept: 'image/jpeg,image/png,application/pdf', fileName: null, onFile: noop },
    submit: { label: 'Send for review', isBusy: false, isDisabled: false, onPress: noop },
  },
  result: null,
  documents: { title: 'Documents sent', rows: [] },
};

export const withErrors: OfficeVerificationModel = {
  ...notSent,
  form: {
    ...notSent.form!,
    documentType: { ...notSent.form!.documentType, error: 'Choose the document.' },
    file: { ...notSent.form!.file, fileName: 'notes.txt (1 KB)', error: 'The file must be JPEG, PNG or PDF.' },
  },
};

export const pending: OfficeVerificationModel = {
  ...notSent,
  state: { tone: 'pending', label: 'Under review', text: 'We are checking your document. This page updates by itself.' },
  form: null,
  result: { text: 'Your document was sent for review.', tone: 'success' },
  documents: { title: 'Documents sent', rows: [{ id: '4', title: 'Passport', detail: 'passport.png · 2 KB', meta: '01.03.2026, 10:00', status: 'Under review', href: null }] },
};

export const approved: OfficeVerificationModel = {
  ...pending,
  state: { tone: 'approved', label: 'Verified', text: 'Your identity is confirmed.' },
  result: null,
  documents: { title: 'Documents sent', rows: [{ id: '4', title: 'Passport', detail: 'passport.png · 2 KB', meta: '01.03.2026, 10:00', status: 'Approved', href: null }] },
};

export const loading: OfficeVerificationModel = { ...notSent, status: 'loading', statusText: 'Loading…', state: null, form: null };
