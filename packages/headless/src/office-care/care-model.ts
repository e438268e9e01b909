// Pieces the office's player-care screens share (support, payment requests, verification, convert account).
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { createOfficeCareApi, SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_MIN, type OfficeCareApi } from '@bf/api-client/office-care';
import { ApiError } from '@bf/api-client/errors';
import { useSessionServices } from '../session/use-session.ts';

export interface CareButton {
  label: string;
  isBusy: boolean;
  isDisabled: boolean;
  onPress(): void;
}
export interface CareLink {
  label: string;
  href: string;
}
/** A choice of a form: the value is text ('' for none). */
export interface CareSelect {
  id: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  error?: string;
  onChange(value: string): void;
}
export interface CareTextArea {
  id: string;
  label: string;
  value: string;
  /** Characters used of the most ("12 / 2000"). */
  counter: string;
  maxLength: number;
  error?: string;
  onText(text: string): void;
}
export type CareMessage = { text: string; tone: 'success' | 'error' | 'info' } | null;
/** One line of a list: a title, what it is about, a date or amount, its status, and where it leads (if anywhere). */
export interface CareRow {
  id: string;
  title: string;
  detail: string;
  meta: string;
  status: string | null;
  href: string | null;
}
export interface CareFact {
  id: string;
  label: string;
  value: string;
}

/** The office care calls over the session's HTTP client (token and retries included). */
export function useOfficeCareApi(): OfficeCareApi {
  const { api } = useSessionServices();
  return useMemo(() => createOfficeCareApi(api.http), [api.http]);
}

/** The error key (office namespace, `care_error_…`) of a message draft: required, 10 to 2000 characters. */
export function messageError(text: string): 'required' | 'short' | 'long' | undefined {
  const length = text.trim().length;
  if (length === 0) return 'required';
  if (length < SUPPORT_MESSAGE_MIN) return 'short';
  if (length > SUPPORT_MESSAGE_MAX) return 'long';
  return undefined;
}

/** The message field of a form. */
export function messageField(t: TFunction, id: string, value: string, isSubmitted: boolean, onText: (text: string) => void): CareTextArea {
  const code = isSubmitted ? messageError(value) : undefined;
  return {
    id,
    label: t('care_message'),
    value,
    counter: t('care_counter', { count: value.trim().length, max: SUPPORT_MESSAGE_MAX }),
    maxLength: SUPPORT_MESSAGE_MAX,
    ...(code ? { error: t(`care_error_${code}`, { min: SUPPORT_MESSAGE_MIN, max: SUPPORT_MESSAGE_MAX }) } : {}),
    onText,
  };
}

/** The words of a failed call: a known refusal (`care_error_{code}`) or the generic failure; never the server's English. */
export function callFailure(t: TFunction, error: unknown, known: readonly string[] = []): CareMessage {
  const code = error instanceof ApiError ? String(error.details[0]?.code ?? '') : '';
  return { text: known.includes(code) ? t(`care_error_${code}`) : t('care_failed'), tone: 'error' };
}
