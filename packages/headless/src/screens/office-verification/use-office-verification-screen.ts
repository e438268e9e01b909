import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { careKeys, DOCUMENT_MAX_BYTES, DOCUMENT_MIME_TYPES, DOCUMENT_TYPES, type DocumentType, type VerificationState } from '@bf/api-client/office-care';
import type { DateFormatter } from '../../i18n/date-format.ts';
import { useDateFormatter } from '../../i18n/use-date-formatter.ts';
import { callFailure, useOfficeCareApi, type CareButton, type CareMessage, type CareRow, type CareSelect } from '../../office-care/care-model.ts';

/** What the page knows of a picked file: its name, type and size (the image itself is not sent). */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

export interface VerificationFileField {
  id: string;
  label: string;
  hint: string;
  /** The input's accept list. */
  accept: string;
  fileName: string | null;
  error?: string;
  onFile(file: PickedFile | null): void;
}

/** office/verification, office/identification and verification/sumsub: the verification step of the office API. */
export interface OfficeVerificationModel {
  title: string;
  intro: string;
  status: 'loading' | 'error' | 'ready';
  statusText: string | null;
  /** Where the player stands: none sent, pending review, or verified. */
  state: { tone: 'none' | 'pending' | 'approved'; label: string; text: string } | null;
  /** The upload step; null while a document is pending or once verified. */
  form: { title: string; documentType: CareSelect; file: VerificationFileField; submit: CareButton } | null;
  result: CareMessage;
  documents: { title: string; rows: CareRow[] };
}

export interface VerificationDraft {
  documentType: DocumentType | '';
  file: PickedFile | null;
  isSubmitted: boolean;
  isBusy: boolean;
  result: CareMessage;
}
export const initialVerificationDraft = (): VerificationDraft => ({ documentType: '', file: null, isSubmitted: false, isBusy: false, result: null });

/** The draft's errors (office namespace `verify_error_…`): a document type, and a JPEG, PNG or PDF file of at most 5 MiB. */
export function verificationDraftErrors(draft: Pick<VerificationDraft, 'documentType' | 'file'>) {
  const file = draft.file;
  return {
    documentType: draft.documentType === '' ? ('type' as const) : undefined,
    file: !file ? ('file' as const) : !(DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type) ? ('format' as const) : file.size > DOCUMENT_MAX_BYTES ? ('size' as const) : file.size === 0 ? ('file' as const) : undefined,
  };
}

export interface OfficeVerificationInput {
  t: TFunction;
  dates: DateFormatter;
  verification: VerificationState | undefined;
  isError: boolean;
  draft: VerificationDraft;
  actions: { setDocumentType(value: DocumentType | ''): void; setFile(file: PickedFile | null): void; send(): void };
}

const isDocumentType = (value: string): value is DocumentType => (DOCUMENT_TYPES as readonly string[]).includes(value);
const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** The verification page's model (pure: tests and fixtures use it directly). */
export function officeVerificationModel({ t, dates, verification, isError, draft, actions }: OfficeVerificationInput): OfficeVerificationModel {
  const status = isError ? 'error' : verification ? 'ready' : 'loading';
  const errors = draft.isSubmitted ? verificationDraftErrors(draft) : { documentType: undefined, file: undefined };
  const tone = verification?.status ?? 'none';
  return {
    title: t('verify_title'),
    intro: t('verify_intro'),
    status,
    statusText: status === 'loading' ? t('care_loading') : status === 'error' ? t('care_load_error') : null,
    state: verification ? { tone, label: t(`verify_state_${tone}`), text: t(`verify_state_${tone}_text`) } : null,
    form:
      verification && verification.status === 'none'
        ? {
            title: t('verify_form_title'),
            documentType: {
              id: 'verify-document-type',
              label: t('verify_document_type'),
              value: draft.documentType,
              options: [{ value: '', label: t('care_choose') }, ...verification.documentTypes.map((type) => ({ value: type, label: t(`verify_document_${type}`) }))],
              ...(errors.documentType ? { error: t('verify_error_type') } : {}),
              onChange: (value) => actions.setDocumentType(isDocumentType(value) ? value : ''),
            },
            file: {
              id: 'verify-file',
              label: t('verify_file'),
              hint: t('verify_file_hint'),
              accept: DOCUMENT_MIME_TYPES.join(','),
              fileName: draft.file ? `${draft.file.name} (${sizeText(draft.file.size)})` : null,
              ...(errors.file ? { error: t(`verify_error_${errors.file}`) } : {}),
              onFile: actions.setFile,
            },
            submit: { label: t(draft.isBusy ? 'care_sending' : 'verify_send'), isBusy: draft.isBusy, isDisabled: draft.isBusy, onPress: actions.send },
          }
        : null,
    result: draft.result,
    documents: {
      title: t('verify_documents_title'),
      rows: (verification?.documents ?? []).map((document) => ({
        id: String(document.id),
        title: t(`verify_document_${document.documentType}`),
        detail: `${document.fileName} · ${sizeText(document.sizeBytes)}`,
        meta: dates.format(new Date(document.decidedAt ?? document.createdAt)),
        status: t(`verify_doc_${document.status}`),
        href: null,
      })),
    },
  };
}

/**
 * The verification step (ROUTE-026, ROUTE-027, ROUTE-065; UCFG-027/028 in the API's terms): pick a document type and a
 * JPEG, PNG or PDF up to 5 MiB; the office API takes it as pending and its simulated reviewer approves it a few
 * seconds later. While pending the page looks again every 2 s, so the approval shows without a reload.
 */
export function useOfficeVerificationScreen(): OfficeVerificationModel {
  const { t } = useTranslation('office');
  const dates = useDateFormatter('dateTime');
  const api = useOfficeCareApi();
  const verification = useSWR(careKeys.verification(), () => api.getVerification(), { refreshInterval: (data) => (data?.status === 'pending' ? 2000 : 0) });
  const [draft, setDraft] = useState(initialVerificationDraft);
  const update = (change: Partial<VerificationDraft>) => setDraft((current) => ({ ...current, ...change, result: null }));
  return officeVerificationModel({
    t,
    dates,
    verification: verification.data,
    isError: verification.error !== undefined && verification.data === undefined,
    draft,
    actions: {
      setDocumentType: (documentType) => update({ documentType }),
      setFile: (file) => update({ file }),
      send: () => {
        const errors = verificationDraftErrors(draft);
        if (draft.isBusy) return;
        if (errors.documentType || errors.file || draft.documentType === '' || !draft.file) {
          setDraft((current) => ({ ...current, isSubmitted: true }));
          return;
        }
        setDraft((current) => ({ ...current, isSubmitted: true, isBusy: true, result: null }));
        api.uploadDocument({ documentType: draft.documentType, fileName: draft.file.name, mimeType: draft.file.type, sizeBytes: draft.file.size }).then(
          (next) => {
            setDraft({ ...initialVerificationDraft(), result: { text: t('verify_sent'), tone: 'success' } });
            void verification.mutate(next, { revalidate: false });
          },
          (error: unknown) => {
            setDraft((current) => ({ ...current, isBusy: false, result: callFailure(t, error, ['verification_pending', 'verification_approved']) }));
            void verification.mutate();
          },
        );
      },
    },
  });
}
