import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import type { VerificationState } from '@bf/api-client/office-care';
import { initialVerificationDraft, officeVerificationModel, verificationDraftErrors, type OfficeVerificationInput } from '@bf/headless/screens/office-verification';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';

let t: TFunction;
beforeAll(async () => {
  t = createI18n('en', await loadMessages('en')).getFixedT('en', 'office');
});

const dates = { format: (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ') };
const state = (over: Partial<VerificationState> = {}): VerificationState => ({ status: 'none', documentTypes: ['passport', 'id_card', 'driving_licence'], documents: [], reviewAt: null, ...over });
const input = (over: Partial<OfficeVerificationInput> = {}): OfficeVerificationInput => ({
  t,
  dates,
  verification: state(),
  isError: false,
  draft: initialVerificationDraft(),
  actions: { setDocumentType: vi.fn(), setFile: vi.fn(), send: vi.fn() },
  ...over,
});

describe('verification draft', () => {
  it('takes JPEG, PNG or PDF of 1 byte to 5 MiB (5242880 bytes)', () => {
    const file = (type: string, size: number) => ({ name: 'doc', type, size });
    expect(verificationDraftErrors({ documentType: '', file: null })).toEqual({ documentType: 'type', file: 'file' });
    expect(verificationDraftErrors({ documentType: 'passport', file: file('image/gif', 10) }).file).toBe('format');
    expect(verificationDraftErrors({ documentType: 'passport', file: file('application/pdf', 5_242_880) }).file).toBeUndefined();
    expect(verificationDraftErrors({ documentType: 'passport', file: file('image/png', 5_242_881) }).file).toBe('size');
    expect(verificationDraftErrors({ documentType: 'passport', file: file('image/jpeg', 0) }).file).toBe('file');
  });
});

describe('verification page model', () => {
  it('not verified: offers the three documents and the upload step', () => {
    const model = officeVerificationModel(input());
    expect(model.state).toEqual({ tone: 'none', label: 'Not verified', text: 'Send one document to verify your account.' });
    expect(model.form?.documentType.options.map((option) => option.label)).toEqual(['Choose…', 'Passport', 'Identity card', 'Driving licence']);
    expect(model.form?.file).toMatchObject({ accept: 'image/jpeg,image/png,application/pdf', hint: 'JPEG, PNG or PDF, up to 5 MB.', fileName: null });
  });

  it('names the picked file with its size, and shows errors after a send', () => {
    const model = officeVerificationModel(input({ draft: { ...initialVerificationDraft(), file: { name: 'scan.pdf', type: 'application/pdf', size: 6_000_000 }, isSubmitted: true } }));
    expect(model.form?.file.fileName).toBe('scan.pdf (5.7 MB)');
    expect(model.form?.file.error).toBe('The file must be at most 5 MB.');
    expect(model.form?.documentType.error).toBe('Choose the document.');
  });

  it('pending: no upload step, the document listed under review', () => {
    const documents = [{ id: 4, documentType: 'passport' as const, fileName: 'passport.png', sizeBytes: 2048, status: 'pending' as const, createdAt: '2026-03-01T10:00:00.000Z', decidedAt: null }];
    const model = officeVerificationModel(input({ verification: state({ status: 'pending', documents, reviewAt: '2026-03-01T10:00:05.000Z' }) }));
    expect(model.form).toBeNull();
    expect(model.state?.label).toBe('Under review');
    expect(model.documents.rows).toEqual([{ id: '4', title: 'Passport', detail: 'passport.png · 2 KB', meta: '2026-03-01 10:00', status: 'Under review', href: null }]);
  });

  it('approved: verified, dated by the decision', () => {
    const documents = [{ id: 4, documentType: 'id_card' as const, fileName: 'id.jpg', sizeBytes: 1_572_864, status: 'approved' as const, createdAt: '2026-03-01T10:00:00.000Z', decidedAt: '2026-03-01T10:00:05.000Z' }];
    const model = officeVerificationModel(input({ verification: state({ status: 'approved', documents }) }));
    expect(model.state?.text).toBe('Your identity is confirmed.');
    expect(model.documents.rows[0]).toMatchObject({ title: 'Identity card', detail: 'id.jpg · 1.5 MB', status: 'Approved' });
  });

  it('loading and failure say so', () => {
    expect(officeVerificationModel(input({ verification: undefined }))).toMatchObject({ status: 'loading', statusText: 'Loading…', state: null, form: null });
    expect(officeVerificationModel(input({ verification: undefined, isError: true })).statusText).toBe('This could not be loaded. Please reload the page.');
  });
});
