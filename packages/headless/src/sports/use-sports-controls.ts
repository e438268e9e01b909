import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { FeedSection } from '@bf/api-client/betting';
import { ODDS_FORMAT_IDS, type OddsFormatId } from '../odds/index.ts';
import type { TimeFilterId } from '../settings/betting-state.ts';
import { useSportsServices } from './sports-context.tsx';
import { TIME_FILTERS_BY_SECTION, timeFilterForSection } from './time-filters.ts';

/** A choice of a select or a row of chips. */
export interface ChoiceOption<T> {
  value: T;
  label: string;
}

export interface TimeFilterState {
  /** The filter in force for this section (one the section does not offer counts as "all"). */
  value: TimeFilterId;
  options: ChoiceOption<TimeFilterId>[];
  set(value: TimeFilterId): void;
}

/** The time filter of the betting state (SPORT-013..017), with the choices the section offers. */
export function useTimeFilter(section: FeedSection): TimeFilterState {
  const { betting } = useSportsServices();
  const { t } = useTranslation('sports');
  const { timeFilter } = useSnapshot(betting.state);
  const options = useMemo(() => TIME_FILTERS_BY_SECTION[section].map((value) => ({ value, label: t(`timeFilter.${value}`) })), [section, t]);
  return { value: timeFilterForSection(timeFilter, section), options, set: betting.setTimeFilter };
}

export interface OddsFormatState {
  value: OddsFormatId;
  options: ChoiceOption<OddsFormatId>[];
  /** Sets the format if allowed (SPORT-006), adjusted for the view type (SPORT-007); saved in this browser. */
  set(value: number): void;
}

/** The odds format of the settings store (SPORT-002..007), used by every price on the sports pages. */
export function useOddsFormat(): OddsFormatState {
  const { settings } = useSportsServices();
  const { t } = useTranslation('sports');
  const { coefViewId } = useSnapshot(settings.state);
  const options = useMemo(() => ODDS_FORMAT_IDS.map((value) => ({ value, label: t(`oddsFormat.${value}`) })), [t]);
  return { value: coefViewId, options, set: settings.setOddsFormat };
}

export interface GroupByCountryState {
  value: boolean;
  set(value: boolean): void;
}

/** Group championships by country (global settings `isGroupByCountry`, on by default); saved in this browser. */
export function useGroupByCountry(): GroupByCountryState {
  const { settings } = useSportsServices();
  const { isGroupByCountry } = useSnapshot(settings.state);
  return { value: isGroupByCountry, set: (value) => void (settings.state.isGroupByCountry = value) };
}
