// Identification modal models for the workbench, built by the model over the English messages.
import type { TFunction } from 'i18next';
import messages from '../../i18n/locales/en/office.json';
import { identificationModalModel } from './use-identification-modal-screen.ts';

const noop = () => undefined;
const en = messages as unknown as Record<string, string>;
const t = ((key: string, vars: Record<string, unknown> = {}) => (en[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''))) as unknown as TFunction;
const base = { t, isOpen: true, providers: ['face_id', 'alternative'] as const, choose: noop, close: noop };

export const choosing = identificationModalModel({ ...base, phase: { kind: 'choosing' } });
export const loading = identificationModalModel({ ...base, providers: [], phase: { kind: 'loading' } });
export const identifying = identificationModalModel({ ...base, phase: { kind: 'identifying', provider: 'face_id' } });
export const identified = identificationModalModel({ ...base, phase: { kind: 'identified' } });
export const failed = identificationModalModel({ ...base, phase: { kind: 'failed', step: 'identify' } });
