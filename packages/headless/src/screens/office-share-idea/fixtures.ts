// Share-an-idea page models for the workbench, built by the model over the English messages.
import type { TFunction } from 'i18next';
import messages from '../../i18n/locales/en/office.json';
import { initialShareIdeaState, officeShareIdeaModel, type OfficeShareIdeaInput } from './use-office-share-idea-screen.ts';

const noop = () => undefined;
const en = messages as unknown as Record<string, string>;
const t = ((key: string, vars: Record<string, unknown> = {}) => (en[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''))) as unknown as TFunction;
const base: OfficeShareIdeaInput = { t, state: initialShareIdeaState(), actions: { setTopic: noop, setText: noop, submit: noop, again: noop } };

export const empty = officeShareIdeaModel(base);
export const invalid = officeShareIdeaModel({ ...base, state: { ...initialShareIdeaState(), draft: { topic: '', text: 'short' }, isSubmitted: true } });
export const sending = officeShareIdeaModel({ ...base, state: { ...initialShareIdeaState(), draft: { topic: 'site', text: 'A dark theme for the coupon' }, isSubmitted: true, isBusy: true } });
export const sent = officeShareIdeaModel({ ...base, state: { ...initialShareIdeaState(), sent: { id: 42 } } });
