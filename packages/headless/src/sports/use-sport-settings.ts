import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { CYBER_FILTERS, type CyberFilter } from '../settings/betting-state.ts';
import { useSportsServices } from './sports-context.tsx';
import { CONFIGURABLE_SPORTS, hasCustomSportSettings, sportSettingsIn } from './sport-settings.ts';
import type { ChoiceOption } from './use-sports-controls.ts';

/** One sport's row of the "my sports" settings. */
export interface SportSettingsRow {
  id: number;
  /** Icon key (also the `common:sportsNames.*` key). */
  icon: string;
  name: string;
  line: boolean;
  live: boolean;
  cyberFilter: CyberFilter;
  /** E-sports is all cyber: no filter to choose. */
  hasCyberFilter: boolean;
}

/** The "my sports" control, ready for a kit's settings panel: texts, rows and actions. */
export interface SportSettingsState {
  title: string;
  hint: string;
  /** "Hidden sports: 2" while any sport is hidden from a list. */
  badge: string | undefined;
  labels: { sport: string; line: string; live: string; cyber: string; reset: string };
  rows: SportSettingsRow[];
  cyberOptions: ChoiceOption<CyberFilter>[];
  /** Some sport differs from the defaults. */
  canReset: boolean;
  onLine(sportId: number, shown: boolean): void;
  onLive(sportId: number, shown: boolean): void;
  onCyberFilter(sportId: number, filter: CyberFilter): void;
  onReset(): void;
}

/** The per-sport settings (SPORT-012): each sport shown in the line, in live, and its cyber filter; kept in this browser. */
export function useSportSettings(): SportSettingsState {
  const { betting } = useSportsServices();
  const { t } = useTranslation(['sports', 'common']);
  const { sportSettings } = useSnapshot(betting.state);
  return useMemo(() => {
    const rows = CONFIGURABLE_SPORTS.map((sport): SportSettingsRow => {
      const settings = sportSettingsIn(sportSettings, sport.id);
      return {
        id: sport.id,
        icon: sport.key,
        name: t(`common:sportsNames.${sport.key}`),
        line: settings.line,
        live: settings.live,
        cyberFilter: settings.cyberSportFilter,
        hasCyberFilter: sport.hasCyberFilter,
      };
    });
    const hidden = rows.filter((row) => !row.line || !row.live).length;
    return {
      title: t('sports:sportSettings.title'),
      hint: t('sports:sportSettings.hint'),
      badge: hidden > 0 ? t('sports:sportSettings.hidden', { count: hidden }) : undefined,
      labels: {
        sport: t('sports:sportSettings.sport'),
        line: t('sports:sportSettings.line'),
        live: t('sports:sportSettings.live'),
        cyber: t('sports:sportSettings.cyber.label'),
        reset: t('sports:sportSettings.reset'),
      },
      rows,
      cyberOptions: CYBER_FILTERS.map((value) => ({ value, label: t(`sports:sportSettings.cyber.${value}`) })),
      canReset: hasCustomSportSettings(sportSettings),
      onLine: (sportId, shown) => betting.setSportSettings(sportId, { line: shown }),
      onLive: (sportId, shown) => betting.setSportSettings(sportId, { live: shown }),
      onCyberFilter: (sportId, filter) => betting.setSportSettings(sportId, { cyberSportFilter: filter }),
      onReset: betting.resetSportSettings,
    };
  }, [betting, sportSettings, t]);
}
