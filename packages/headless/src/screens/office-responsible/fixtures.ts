// Responsible-gaming page models for the workbench: loading, limits with a pending increase and one ready to
// confirm, and the self-exclusion confirmation step. Built by the model itself over the English messages.
import type { TFunction } from 'i18next';
import messages from '../../i18n/locales/en/limits.json';
import type { Limit } from '../../limits/limit-rules.ts';
import { officeResponsibleModel, type OfficeResponsibleInput, type OfficeResponsibleModel } from './use-office-responsible-screen.ts';

const noop = () => undefined;
const en = messages as Record<string, string>;
const t = ((key: string, vars: Record<string, unknown> = {}) => (en[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''))) as unknown as TFunction;

const NOW_MS = Date.UTC(2026, 2, 1, 12, 0, 0);
const nowSeconds = NOW_MS / 1000;

const base: OfficeResponsibleInput = {
  t,
  lng: 'en',
  limits: [],
  nowMs: NOW_MS,
  isLoading: false,
  isFailed: false,
  busy: null,
  drafts: {},
  notice: null,
  exclusion: { kind: 33, days: 7, reasonId: 0, isConfirming: false, error: null },
  reasons: [],
  actions: { setDraft: noop, save: noop, confirm: noop, reject: noop, setExclusion: noop, block: noop },
};

const limit = (over: Partial<Limit>): Limit => ({ limitType: 20, limitState: 'ACTIVE', limitValue: 1000, limitBalance: 1000, needApprove: false, startedAt: nowSeconds - 3600, endsAt: null, ...over });

export const loading: OfficeResponsibleModel = officeResponsibleModel({ ...base, isLoading: true });

export const withLimits: OfficeResponsibleModel = officeResponsibleModel({
  ...base,
  limits: [
    limit({ limitType: 20, limitValue: 500, limitBalance: 120 }),
    // An increase asked 19 h ago: 5 h left.
    limit({ limitType: 20, limitState: 'PENDING', limitValue: 2000, limitBalance: null, startedAt: nowSeconds - 19 * 3600, endsAt: nowSeconds + 5 * 3600 }),
    limit({ limitType: 22, limitValue: 5000, limitBalance: 5000 }),
    // A removal asked 25 h ago: ready to confirm.
    limit({ limitType: 22, limitState: 'PENDING', limitValue: null, limitBalance: null, needApprove: true, startedAt: nowSeconds - 25 * 3600, endsAt: nowSeconds - 3600 }),
    limit({ limitType: 10, limitValue: 300, limitBalance: 300 }),
  ],
  drafts: { 21: '12.345' },
  notice: { text: en.saved_pending!, tone: 'success' },
});

export const confirmingExclusion: OfficeResponsibleModel = officeResponsibleModel({
  ...base,
  exclusion: { kind: 30, days: 30, reasonId: 0, isConfirming: true, error: null },
  reasons: [
    { id: 1, selfExcludeReason: 'I spend too much time gambling' },
    { id: 3, selfExcludeReason: 'I want to take a break' },
  ],
});

export const questionnaire: OfficeResponsibleModel = officeResponsibleModel({
  ...base,
  limits: [limit({ limitType: 10, limitValue: 100, limitBalance: 100 })],
  questionnaire: {
    limitType: 10,
    tokenGuid: 'b6f1c2de-0000-4000-8000-000000000001',
    questions: [
      { id: 1, question: 'Have you bet more than you could afford to lose in the last 12 months?', answers: [{ id: 1, answer: 'No' }, { id: 2, answer: 'Yes' }] },
      { id: 2, question: 'Have you gone back another day to win back money you lost?', answers: [{ id: 1, answer: 'No' }, { id: 2, answer: 'Yes' }] },
    ],
    answers: { 1: 1 },
  },
});
