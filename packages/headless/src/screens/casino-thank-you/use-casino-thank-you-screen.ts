import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { routeHref } from '../../routes/route-links.ts';
import { useCurrentRoute, useShell } from '../../shell/use-shell.ts';

/** The thank-you page under slots, casino and keno (S1 §2): a word of thanks and the way back to that section. */
export interface CasinoThankYouModel {
  title: string;
  text: string;
  back: { label: string; href: string };
}

const SECTION_OF: Readonly<Record<string, string>> = { 'slots-thank-you': 'slots', 'casino-thank-you': 'casino', 'keno-thank-you': 'keno' };

export function casinoThankYouModel(t: TFunction, title: string, routeId: string, lng: string): CasinoThankYouModel {
  return { title, text: t('thank_you_text'), back: { label: t('thank_you_back'), href: routeHref(SECTION_OF[routeId] ?? 'casino-lobby', lng) } };
}

export function useCasinoThankYouScreen(): CasinoThankYouModel {
  const { t } = useTranslation('casino');
  const { t: tr } = useTranslation('routes');
  const { lng } = useShell();
  const routeId = useCurrentRoute()?.id ?? 'casino-thank-you';
  return casinoThankYouModel(t, tr(routeId), routeId, lng);
}
