import { useTranslation } from 'react-i18next';
import { useGroupByCountry, useOddsFormat, type ChoiceOption } from './use-sports-controls.ts';
import { useSportSettings, type SportSettingsState } from './use-sport-settings.ts';

/** The page's settings: odds format, grouping by country where championships are listed, and "My sports". */
export interface SportsControlsModel {
  oddsFormat: { label: string; value: number; options: ChoiceOption<number>[]; onChange(value: number): void };
  /** Shown where a sport's championships are listed. */
  grouping?: { label: string; checked: boolean; onChange(value: boolean): void };
  /** "My sports" (SPORT-012), on the sports section. */
  sportSettings?: SportSettingsState;
}

/** The odds format (kept in this browser), grouping by country and "My sports", as the page offers them. */
export function useSportsControls({ withGrouping = false }: { withGrouping?: boolean } = {}): Omit<SportsControlsModel, 'sportSettings'> {
  const { t } = useTranslation('sports');
  const format = useOddsFormat();
  const grouping = useGroupByCountry();
  return {
    oddsFormat: { label: t('oddsFormat.label'), value: format.value, options: format.options, onChange: format.set },
    grouping: withGrouping ? { label: t('groupByCountry'), checked: grouping.value, onChange: grouping.set } : undefined,
  };
}

/** The page's controls with "My sports". */
export function useSportsControlsWithSettings(options: { withGrouping?: boolean } = {}): SportsControlsModel {
  return { ...useSportsControls(options), sportSettings: useSportSettings() };
}
