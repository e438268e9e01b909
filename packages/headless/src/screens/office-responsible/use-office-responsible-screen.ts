import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { limitsKeys, type AvailableLimit, type LimitQuestion, type SelfExcludeReason } from '@bf/api-client/limits';
import {
  changeLocked,
  classifyChange,
  coolingOffEnd,
  coolingOffOver,
  DEPOSIT_LIMIT_TYPES,
  extraLimitsLocked,
  hoursLeft,
  isNoLimit,
  limitDays,
  LOSS_LIMIT_TYPES,
  SELF_EXCLUSION_DAYS,
  TIME_OUT_DAYS,
  WAGER_LIMIT_TYPES,
  type Limit,
} from '../../limits/limit-rules.ts';
import { dateFormatter } from '../../i18n/date-format.ts';
import { useLimits, type LimitActionResult } from '../../limits/use-limits.ts';
import { useSessionServices } from '../../session/use-session.ts';
import { useShell } from '../../shell/use-shell.ts';

/** A button of the screen. */
export interface ResponsibleAction {
  label: string;
  isBusy: boolean;
  isDisabled: boolean;
  onPress(): void;
}

/** One money limit (a period of the deposit, wager or loss limits): its value, what is left, its pending change, and the form. */
export interface LimitRowModel {
  id: string;
  limitType: number;
  /** The period: "24 hours". */
  period: string;
  /** "Limit: 1,000" or "No limit". */
  current: string;
  /** "Left: 400" while a limit is active; null otherwise. */
  remaining: string | null;
  /** A pending increase or removal: the countdown, or, after 24 hours, confirm. */
  pending: { text: string; isReady: boolean; confirm: ResponsibleAction | null; cancel: ResponsibleAction } | null;
  /** Free text, only for the types availablelimits marks custom (spec §5); null when the row offers a choice. */
  field: { label: string; value: string; error: string | null; onText(text: string): void } | null;
  /** The values availablelimits offers, in its measure (hours, minutes, money); null when the row takes free text. */
  choice: { label: string; placeholder: string; options: { value: string; label: string }[]; selected: string; onSelect(value: string): void } | null;
  save: ResponsibleAction;
  remove: ResponsibleAction | null;
  /** Why Save is locked: a waiting change locks a further increase (LIMIT-019); null otherwise. */
  lockedHint: string | null;
}

export interface LimitSectionModel {
  id: 'deposit' | 'wager' | 'loss' | 'time';
  title: string;
  rows: LimitRowModel[];
}

export interface ExclusionModel {
  title: string;
  hint: string;
  kind: { label: string; options: { value: number; label: string }[]; selected: number; onSelect(value: number): void };
  days: { label: string; options: { value: number; label: string }[]; selected: number; onSelect(value: number): void };
  reason: { label: string; options: { value: number; label: string }[]; selected: number; onSelect(value: number): void } | null;
  submit: ResponsibleAction;
  /** The confirmation step: shown after submit, before anything is sent. */
  confirmation: { title: string; text: string; confirm: ResponsibleAction; cancel: ResponsibleAction } | null;
  error: string | null;
  /** Self-exclusion chosen and none started yet: it cannot be lifted early (LIMIT-021). */
  warning: string | null;
  /** The last self-exclusion or time-out that ended (INACTIVE, LIMIT-004), its length in days (LIMIT-024). */
  last: string | null;
}

/** The questionnaire POST v3/limits asked before a change (CALL-016): one radio group per question. */
export interface QuestionnaireModel {
  title: string;
  intro: string;
  questions: { id: number; legend: string; options: { value: number; label: string }[]; selected: number; onSelect(value: number): void }[];
  /** Enabled once every question has an answer. */
  submit: ResponsibleAction;
  cancel: ResponsibleAction;
}

/** The questionnaire waiting for answers, as the page keeps it. */
export interface QuestionnaireDraft {
  limitType: number;
  tokenGuid: string;
  questions: readonly LimitQuestion[];
  answers: Readonly<Record<number, number>>;
}

/** The office's responsible-gaming page (office/responsible). */
export interface OfficeResponsibleModel {
  title: string;
  intro: string;
  status: 'loading' | 'failed' | 'ready';
  statusText: string;
  notice: { text: string; tone: 'success' | 'error' } | null;
  /** Column headings of a limit table (desktop) or row captions (phone). */
  columns: { period: string; current: string; remaining: string; pending: string; change: string };
  sections: LimitSectionModel[];
  exclusion: ExclusionModel;
  questionnaire: QuestionnaireModel | null;
}

export interface ExclusionDraft {
  kind: 30 | 33;
  days: number;
  reasonId: number;
  isConfirming: boolean;
  error: string | null;
}

export interface OfficeResponsibleInput {
  t: TFunction;
  lng: string;
  limits: readonly Limit[];
  nowMs: number;
  isLoading: boolean;
  isFailed: boolean;
  busy: number | 'block' | null;
  drafts: Readonly<Record<number, string>>;
  notice: OfficeResponsibleModel['notice'];
  exclusion: ExclusionDraft;
  reasons: readonly SelfExcludeReason[];
  /** GET v3/availablelimits; undefined while it loads (every type then takes free text, none is hidden). */
  available?: readonly AvailableLimit[];
  /** The extra-limits section switched off by the site (spec §3 EXTRA_LIMITS). */
  extraLimitsDisabled?: boolean;
  questionnaire?: QuestionnaireDraft | null;
  actions: {
    setDraft(limitType: number, text: string): void;
    save(limitType: number, value: number | null): void;
    confirm(limitType: number): void;
    reject(limitType: number): void;
    setExclusion(change: Partial<ExclusionDraft>): void;
    block(): void;
    setAnswer?(questionId: number, answerId: number): void;
    submitAnswers?(): void;
    closeQuestionnaire?(): void;
  };
}

const SECTIONS = [
  { id: 'deposit', types: DEPOSIT_LIMIT_TYPES },
  { id: 'wager', types: WAGER_LIMIT_TYPES },
  { id: 'loss', types: LOSS_LIMIT_TYPES },
  { id: 'time', types: [31, 32] },
] as const;
/** Wager and loss (1–3, 10–12) are the extra limits: hidden when type 37 is ACTIVE or the section is disabled (LIMIT-022). */
const EXTRA_SECTIONS: readonly string[] = ['wager', 'loss'];
const PERIOD_KEYS = ['period_24h', 'period_7d', 'period_30d'] as const;

/** A limit value typed by the player: a positive amount with at most two decimals; undefined when it is not one. */
export function parseLimitValue(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value > 0 ? value : undefined;
}

/** The page's model from the limits and the page's drafts (pure: tests and fixtures use it directly). */
export function officeResponsibleModel(input: OfficeResponsibleInput): OfficeResponsibleModel {
  const { t, lng, limits, nowMs, busy, drafts, actions, exclusion } = input;
  const money = (value: number) => new Intl.NumberFormat(lng, { maximumFractionDigits: 2 }).format(value);
  const anyBusy = busy !== null;
  const action = (label: string, key: number | 'block', onPress: () => void, isDisabled = false): ResponsibleAction => ({ label, isBusy: busy === key, isDisabled: anyBusy || isDisabled, onPress });

  const row = (section: (typeof SECTIONS)[number], limitType: number, index: number): LimitRowModel => {
    const active = limits.find((limit) => limit.limitType === limitType && limit.limitState === 'ACTIVE');
    const pending = limits.find((limit) => limit.limitType === limitType && limit.limitState === 'PENDING');
    const draft = drafts[limitType] ?? '';
    const offer = input.available?.find((item) => item.type === limitType);
    const isChoice = offer !== undefined && !offer.custom;
    const parsed = isChoice ? (offer.availableValues.includes(Number(draft)) && draft !== '' ? Number(draft) : undefined) : parseLimitValue(draft);
    const isTime = section.id === 'time';
    const period = isTime ? t(`limit_${limitType}`) : t(PERIOD_KEYS[index]!);
    // Values in the type's measure (spec §3 measure): "3 h", "15 min", or an amount.
    const measure = offer?.measure ?? (limitType === 31 ? 'hours' : limitType === 32 ? 'minutes' : 'money');
    const amount = (value: number) =>
      measure === 'hours' ? t('measure_hours', { count: value }) : measure === 'minutes' ? t('measure_minutes', { count: value }) : money(value);
    const hasValue = active?.limitValue !== null && active?.limitValue !== undefined && !isNoLimit(active.limitValue);
    // LIMIT-019: while a change waits, a further increase is locked (a decrease still applies at once).
    const isLocked = parsed !== undefined && changeLocked(limits, limitType, parsed);
    const fieldLabel = isTime ? t('time_field_label', { limit: period }) : t('field_label', { limit: t(`${section.id}_limit`), period });
    let pendingModel: LimitRowModel['pending'] = null;
    if (pending) {
      const isReady = pending.needApprove || coolingOffOver(pending, Math.floor(nowMs / 1000));
      const hours = hoursLeft(pending.endsAt ?? coolingOffEnd(pending.startedAt), nowMs);
      const value = pending.limitValue === null ? null : amount(pending.limitValue);
      const text = isReady
        ? value === null ? t('pending_removal_ready') : t('pending_ready', { value })
        : value === null ? t('pending_removal', { hours }) : t('pending_change', { value, hours });
      pendingModel = {
        text,
        isReady,
        confirm: isReady ? action(t('confirm'), limitType, () => actions.confirm(limitType)) : null,
        cancel: action(t('cancel_change'), limitType, () => actions.reject(limitType)),
      };
    }
    return {
      id: `limit-${limitType}`,
      limitType,
      period,
      current: hasValue ? t(isTime ? `time_current_${limitType}` : 'current_value', { value: amount(active.limitValue as number) }) : t('current_none'),
      remaining: hasValue && active.limitBalance !== null ? t('remaining', { value: money(active.limitBalance) }) : null,
      pending: pendingModel,
      field: isChoice
        ? null
        : {
            label: fieldLabel,
            value: draft,
            error: draft.trim() !== '' && parsed === undefined ? t('value_invalid') : null,
            onText: (text) => actions.setDraft(limitType, text),
          },
      choice: isChoice
        ? {
            label: fieldLabel,
            placeholder: t('choose_value'),
            options: offer.availableValues.map((value) => ({ value: String(value), label: amount(value) })),
            selected: draft,
            onSelect: (value) => actions.setDraft(limitType, value),
          }
        : null,
      save: action(busy === limitType ? t('saving') : t('save'), limitType, () => parsed !== undefined && !isLocked && actions.save(limitType, parsed), parsed === undefined || isLocked),
      remove: hasValue && !pending ? action(t('remove'), limitType, () => actions.save(limitType, null)) : null,
      lockedHint: isLocked ? t('change_locked') : null,
    };
  };

  const draft = input.questionnaire ?? null;
  const questionnaire: QuestionnaireModel | null = draft
    ? {
        title: t('questionnaire_title'),
        intro: t('questionnaire_intro'),
        questions: draft.questions.map((question) => ({
          id: question.id,
          legend: question.question,
          options: question.answers.map((answer) => ({ value: answer.id, label: answer.answer })),
          selected: draft.answers[question.id] ?? 0,
          onSelect: (value) => actions.setAnswer?.(question.id, value),
        })),
        submit: action(t('questionnaire_submit'), draft.limitType, () => actions.submitAnswers?.(), draft.questions.some((question) => !draft.answers[question.id])),
        cancel: action(t('questionnaire_cancel'), draft.limitType, () => actions.closeQuestionnaire?.()),
      }
    : null;
  const kindLabel = t(`kind_${exclusion.kind}`);
  const nowS = Math.floor(nowMs / 1000);
  // The last break that ended (the service answers it INACTIVE), shown in days: (endsAt − startedAt) / 86400.
  const ended = limits
    .filter((limit) => (limit.limitType === 30 || limit.limitType === 33) && limit.limitState === 'INACTIVE' && limit.endsAt !== null)
    .sort((a, b) => (b.endsAt ?? 0) - (a.endsAt ?? 0))[0];
  const dateText = (seconds: number) => dateFormatter(lng, 'date').format(new Date(seconds * 1000));
  const selfExclusionStarted = limits.some((limit) => limit.limitType === 30 && limit.limitState !== 'INACTIVE' && limit.startedAt <= nowS);
  const dayOptions: readonly number[] = exclusion.kind === 30 ? SELF_EXCLUSION_DAYS : TIME_OUT_DAYS;
  const days = dayOptions.includes(exclusion.days) ? exclusion.days : dayOptions[0]!;
  return {
    title: t('title'),
    intro: t('intro'),
    status: input.isLoading ? 'loading' : input.isFailed ? 'failed' : 'ready',
    statusText: input.isLoading ? t('loading') : input.isFailed ? t('load_failed') : '',
    notice: input.notice,
    columns: { period: t('col_period'), current: t('col_current'), remaining: t('col_remaining'), pending: t('col_pending'), change: t('col_change') },
    sections: SECTIONS.filter((section) => !(EXTRA_SECTIONS.includes(section.id) && extraLimitsLocked(limits, input.extraLimitsDisabled ?? false)))
      .map((section) => ({
        id: section.id,
        title: t(`section_${section.id}`),
        // A type availablelimits does not offer is not shown (once the list is in).
        rows: (section.types as readonly number[]).flatMap((type, index) => (!input.available || input.available.some((item) => item.type === type) ? [row(section, type, index)] : [])),
      }))
      .filter((section) => section.rows.length > 0),
    exclusion: {
      title: t('exclusion_title'),
      hint: t('exclusion_hint'),
      kind: {
        label: t('kind_label'),
        options: [30, 33].map((value) => ({ value, label: t(`kind_${value}`) })),
        selected: exclusion.kind,
        onSelect: (value) => actions.setExclusion({ kind: value === 33 ? 33 : 30, isConfirming: false, error: null }),
      },
      days: {
        label: t('days_label'),
        options: dayOptions.map((value) => ({ value, label: String(value) })),
        selected: days,
        onSelect: (value) => actions.setExclusion({ days: value, isConfirming: false, error: null }),
      },
      reason:
        exclusion.kind === 30 && input.reasons.length > 0
          ? {
              label: t('reason_label'),
              options: [{ value: 0, label: t('reason_none') }, ...input.reasons.map((reason) => ({ value: reason.id, label: reason.selfExcludeReason }))],
              selected: exclusion.reasonId,
              onSelect: (value) => actions.setExclusion({ reasonId: value }),
            }
          : null,
      submit: action(t('exclusion_submit'), 'block', () => actions.setExclusion({ isConfirming: true, error: null, days }), exclusion.isConfirming),
      confirmation: exclusion.isConfirming
        ? {
            title: t('exclusion_confirm_title'),
            text: t('exclusion_confirm_text', { kind: kindLabel, days }),
            confirm: action(t('exclusion_confirm'), 'block', actions.block),
            cancel: action(t('exclusion_cancel'), 'block', () => actions.setExclusion({ isConfirming: false })),
          }
        : null,
      error: exclusion.error,
      warning: exclusion.kind === 30 && !selfExclusionStarted ? t('exclusion_warning') : null,
      last: ended ? t('exclusion_last', { kind: t(`kind_${ended.limitType}`), days: Math.round(limitDays(ended)), date: dateText(ended.endsAt as number) }) : null,
    },
    questionnaire,
  };
}

/** The message for a finished limit action: the server's title, else the spec's key (spec §8). */
function actionNotice(t: TFunction, result: LimitActionResult, success: string, error: string): OfficeResponsibleModel['notice'] {
  return result.ok ? { text: result.title ?? t(success), tone: 'success' } : { text: result.title ?? t(error), tone: 'error' };
}

/** The reasons are asked for only when the feature flag is on and a player is signed in (spec §7, CALL-017). */
export function selfExcludeReasonsKey(input: { isSignedIn: boolean; isFlagOn: boolean; lng: string }) {
  return input.isSignedIn && input.isFlagOn ? limitsKeys.reasons(input.lng) : null;
}

/**
 * The responsible-gaming page's model (spec: auth-limits-accounts-config.md §3, §4, §5, §7, §8; LIMIT rules;
 * docs/decisions.md "Responsible gaming"): money limits with the 24-hour cooling-off, self-exclusion and time-out
 * with a confirmation step, then sign-out.
 */
export function useOfficeResponsibleScreen(): OfficeResponsibleModel {
  const { t, i18n } = useTranslation('limits');
  const lng = i18n.language || 'en';
  const session = useSessionServices();
  const api = session.api.limits;
  const limits = useLimits(api, { isSignedIn: session.isSignedIn });
  const shell = useShell();
  const isReasonsOn = shell.isSelfExcludeReasonsAvailable === true;
  const reasons = useSWR(selfExcludeReasonsKey({ isSignedIn: session.isSignedIn, isFlagOn: isReasonsOn, lng }), () => api.getSelfExcludeReasons(lng));
  const available = useSWR(session.isSignedIn ? limitsKeys.available(lng) : null, () => api.getAvailableLimits(lng));
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [notice, setNotice] = useState<OfficeResponsibleModel['notice']>(null);
  const [exclusion, setExclusion] = useState<ExclusionDraft>({ kind: 33, days: 1, reasonId: 0, isConfirming: false, error: null });
  const [questionnaire, setQuestionnaire] = useState<QuestionnaireDraft | null>(null);
  return officeResponsibleModel({
    t,
    lng,
    limits: limits.limits,
    nowMs: limits.nowMs,
    isLoading: limits.isLoading,
    isFailed: limits.isFailed,
    busy: limits.busy,
    drafts,
    notice,
    exclusion,
    reasons: reasons.data ?? [],
    available: available.data,
    extraLimitsDisabled: shell.isExtraLimitsSectionDisabled === true,
    questionnaire,
    actions: {
      setDraft: (limitType, text) => setDrafts((current) => ({ ...current, [limitType]: text })),
      save: (limitType, value) => {
        // Stricter applies now, looser waits 24 hours (docs/decisions.md "Responsible gaming").
        const current = limits.limits.find((limit) => limit.limitType === limitType && limit.limitState === 'ACTIVE')?.limitValue ?? null;
        const waits = classifyChange(current, value) === 'looser';
        void limits.set(limitType, value).then((result) => {
          if (!result.ok) return setNotice({ text: result.title ?? t('save_error'), tone: 'error' });
          // The service asks its questions first; nothing changed yet (CALL-014, CALL-016).
          if (result.questionnaire) return setQuestionnaire({ limitType, ...result.questionnaire, answers: {} });
          setDrafts((drafted) => ({ ...drafted, [limitType]: '' }));
          setNotice({ text: t(waits ? 'saved_pending' : 'saved'), tone: 'success' });
        });
      },
      confirm: (limitType) =>
        void limits.confirm(limitType).then((result) => setNotice(actionNotice(t, result, 'responsible_gaming_confirm_limit_success', 'responsible_gaming_confirm_limit_error'))),
      reject: (limitType) =>
        void limits.reject(limitType).then((result) => setNotice(actionNotice(t, result, 'responsible_gaming_cancel_limit_success', 'responsible_gaming_cancel_limit_error'))),
      setExclusion: (change) => setExclusion((current) => ({ ...current, ...change })),
      setAnswer: (questionId, answerId) => setQuestionnaire((current) => (current ? { ...current, answers: { ...current.answers, [questionId]: answerId } } : current)),
      closeQuestionnaire: () => setQuestionnaire(null),
      submitAnswers: () => {
        if (!questionnaire) return;
        const answers = questionnaire.questions.map((question) => ({ questionId: question.id, answerId: questionnaire.answers[question.id] ?? 0 }));
        void limits.answer(questionnaire.limitType, questionnaire.tokenGuid, answers).then((result) => {
          setQuestionnaire(null);
          if (!result.ok) return setNotice({ text: result.code === 'questionnaire_failed' ? t('questionnaire_failed') : (result.title ?? t('save_error')), tone: 'error' });
          setDrafts((drafted) => ({ ...drafted, [questionnaire.limitType]: '' }));
          setNotice({ text: t('saved_pending'), tone: 'success' });
        });
      },
      block: () =>
        void limits.block({ limitType: exclusion.kind, days: exclusion.days, ...(exclusion.kind === 30 && exclusion.reasonId > 0 ? { reasonId: exclusion.reasonId } : {}) }).then((result) => {
          if (!result.ok) return setExclusion((current) => ({ ...current, error: result.title ?? t('exclusion_error') }));
          // spec §4: on success the player is signed out.
          return session.logout();
        }),
    },
  });
}
