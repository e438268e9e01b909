import { controlsFixture, feedFixture, marketGroupsFixture, scoreboardFixture } from '../../sports/list-fixtures.ts';
import type { MultiColumnState, MultiLiveModel, MultiPickModel } from './use-multi-live-screen.ts';

const noop = () => undefined;
const pick = (id: number, teams: string, isPicked: boolean, isDisabled = false): MultiPickModel => ({ key: String(id), icon: 'football', teams, champ: 'England. Premier League', score: '1:0', time: "2nd half 67'", isPicked, isDisabled, label: isPicked ? `Stop following ${teams}` : `Follow ${teams}`, onToggle: noop });
const column = (key: string, state: MultiColumnState) => ({ key, useModel: () => state });
const base = { title: 'Multi-live', controls: controlsFixture() };

/** Multi-live while the live list loads. */
export const loading: MultiLiveModel = { ...base, picked: 'Picked: 0 of 4', feed: feedFixture('loading', '', 3), picker: undefined, columns: [] };

/** No live games and nothing picked. */
export const empty: MultiLiveModel = { ...base, picked: 'Picked: 0 of 4', feed: feedFixture('empty', 'There are no live events right now.', 3), picker: undefined, columns: [] };

/** Two games followed: one with its markets, one still loading. */
export const withGames: MultiLiveModel = {
  ...base,
  picked: 'Picked: 2 of 4',
  feed: feedFixture('ready'),
  picker: { title: 'Pick games', hint: 'Follow up to 4 live games side by side.', items: [pick(1, 'Newcastle United – Manchester City', true), pick(2, 'Arsenal – Chelsea', true), pick(3, 'Everton – Fulham', false)] },
  columns: [
    column('1', { status: 'ready', scoreboard: scoreboardFixture(), remove: { label: 'Stop following Newcastle United – Manchester City', onPress: noop }, endedText: undefined, groups: marketGroupsFixture() }),
    column('2', { status: 'loading', loadingLabel: 'Loading events' }),
  ],
};
