import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { IDEA_TEXT_MAX, IDEA_TEXT_MIN, IDEA_TOPICS, ideaBodySchema, type IdeaBody, type IdeaTopic } from '@bf/api-client/office';
import { useSessionServices } from '../../session/use-session.ts';

export type IdeaDraft = { topic: IdeaTopic | ''; text: string };
type IdeaError = 'topic' | 'short' | 'long';

/**
 * The draft checked by the same zod schema the reference API checks the body with: the idea to send, or each
 * field's error.
 */
export function checkIdea(draft: IdeaDraft): { idea: IdeaBody } | { errors: Partial<Record<'topic' | 'text', IdeaError>> } {
  const result = ideaBodySchema.safeParse(draft);
  if (result.success) return { idea: result.data };
  const errors: Partial<Record<'topic' | 'text', IdeaError>> = {};
  for (const issue of result.error.issues) {
    if (issue.path[0] === 'topic') errors.topic = 'topic';
    if (issue.path[0] === 'text') errors.text = draft.text.trim().length > IDEA_TEXT_MAX ? 'long' : 'short';
  }
  return { errors };
}

/** office/share-idea: a topic, the idea, and after sending a confirmation with its number. */
export interface OfficeShareIdeaModel {
  title: string;
  intro: string;
  /** The form until the idea is sent; then the confirmation. */
  step: 'form' | 'sent';
  topic: { label: string; value: string; options: { value: string; label: string }[]; error?: string; onSelect(value: string): void };
  text: { label: string; value: string; hint: string; error?: string; onText(text: string): void };
  submit: { label: string; isBusy: boolean; isDisabled: boolean; onPress(): void };
  message: string | null;
  confirmation: { title: string; text: string; again: { label: string; onPress(): void } } | null;
}

export interface ShareIdeaState {
  draft: IdeaDraft;
  isSubmitted: boolean;
  isBusy: boolean;
  failed: boolean;
  sent: { id: number } | null;
}

export const initialShareIdeaState = (): ShareIdeaState => ({ draft: { topic: '', text: '' }, isSubmitted: false, isBusy: false, failed: false, sent: null });

export interface OfficeShareIdeaInput {
  t: TFunction;
  state: ShareIdeaState;
  actions: { setTopic(value: string): void; setText(text: string): void; submit(): void; again(): void };
}

export function officeShareIdeaModel({ t, state, actions }: OfficeShareIdeaInput): OfficeShareIdeaModel {
  const checked = checkIdea(state.draft);
  const errors = state.isSubmitted && 'errors' in checked ? checked.errors : {};
  const length = state.draft.text.trim().length;
  return {
    title: t('idea_title'),
    intro: t('idea_intro'),
    step: state.sent ? 'sent' : 'form',
    topic: {
      label: t('idea_topic'),
      value: state.draft.topic,
      options: [{ value: '', label: t('idea_topic_choose') }, ...IDEA_TOPICS.map((topic) => ({ value: topic, label: t(`idea_topic_${topic}`) }))],
      ...(errors.topic ? { error: t('idea_error_topic') } : {}),
      onSelect: actions.setTopic,
    },
    text: {
      label: t('idea_text'),
      value: state.draft.text,
      hint: t('idea_counter', { count: length, max: IDEA_TEXT_MAX }),
      ...(errors.text ? { error: t(`idea_error_${errors.text}`, { min: IDEA_TEXT_MIN, max: IDEA_TEXT_MAX }) } : {}),
      onText: actions.setText,
    },
    submit: { label: state.isBusy ? t('idea_sending') : t('idea_send'), isBusy: state.isBusy, isDisabled: state.isBusy, onPress: actions.submit },
    message: state.failed ? t('idea_error_failed') : null,
    confirmation: state.sent ? { title: t('idea_sent_title'), text: t('idea_sent_text', { id: state.sent.id }), again: { label: t('idea_again'), onPress: actions.again } } : null,
  };
}

/** Share an idea: a form validated with the API's zod schema, sent through the reference API, then confirmed. */
export function useOfficeShareIdeaScreen(): OfficeShareIdeaModel {
  const { t } = useTranslation('office');
  const { api } = useSessionServices();
  const [state, setState] = useState(initialShareIdeaState);
  const edit = (change: Partial<IdeaDraft>) => setState((current) => ({ ...current, draft: { ...current.draft, ...change }, failed: false }));
  return officeShareIdeaModel({
    t,
    state,
    actions: {
      setTopic: (value) => edit({ topic: (IDEA_TOPICS as readonly string[]).includes(value) ? (value as IdeaTopic) : '' }),
      setText: (text) => edit({ text }),
      submit: () => {
        if (state.isBusy) return;
        const checked = checkIdea(state.draft);
        if ('errors' in checked) return setState((current) => ({ ...current, isSubmitted: true }));
        setState((current) => ({ ...current, isSubmitted: true, isBusy: true, failed: false }));
        api.office.shareIdea(checked.idea).then(
          (answer) => setState((current) => ({ ...current, isBusy: false, sent: { id: answer.idea.id } })),
          () => setState((current) => ({ ...current, isBusy: false, failed: true })),
        );
      },
      again: () => setState(initialShareIdeaState()),
    },
  });
}
