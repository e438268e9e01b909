// Bonus popup models for the workbench, built by the model over the English messages.
import type { TFunction } from 'i18next';
import messages from '../../i18n/locales/en/office.json';
import { bonusPopupModel } from './use-bonus-popup-screen.ts';

const noop = () => undefined;
const en = messages as unknown as Record<string, string>;
const t = ((key: string, vars: Record<string, unknown> = {}) => (en[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''))) as unknown as TFunction;

export const open = bonusPopupModel({ t, lng: 'en', info: { isAvailable: true, percent: 100, maxBonus: '10000.00', maxBonusMinor: 1_000_000, iso: 'RUB' }, isOpen: true, close: noop });
export const closed = bonusPopupModel({ t, lng: 'en', info: null, isOpen: false, close: noop });
