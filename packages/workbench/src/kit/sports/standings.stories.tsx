import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResultLine, SportsCard, StandingsTable, type StandingsColumn, type StandingsRow } from '@kit/sports/standings.tsx';

const columns: StandingsColumn[] = [
  { key: 'played', short: 'P', full: 'Played' },
  { key: 'won', short: 'W', full: 'Won' },
  { key: 'drawn', short: 'D', full: 'Drawn' },
  { key: 'lost', short: 'L', full: 'Lost' },
  { key: 'score', short: 'G', full: 'Goals', isWide: true },
  { key: 'points', short: 'Pts', full: 'Points' },
];
const row = (position: number, team: string, won: number, drawn: number, lost: number): StandingsRow => ({
  key: team,
  position,
  team,
  cells: [
    { key: 'played', text: String(won + drawn + lost) },
    { key: 'won', text: String(won) },
    { key: 'drawn', text: String(drawn) },
    { key: 'lost', text: String(lost) },
    { key: 'score', text: `${won * 2 + drawn}:${lost * 2 + drawn}`, tone: 'muted' },
    { key: 'points', text: String(won * 3 + drawn), tone: 'strong' },
  ],
});
const rows = [row(1, 'Manchester City', 9, 2, 1), row(2, 'Arsenal', 8, 3, 1), row(3, 'Newcastle United', 6, 3, 3), row(4, 'Chelsea', 5, 4, 3), row(5, 'Everton', 4, 2, 6)];

const meta = {
  title: 'Sports/StandingsTable',
  component: StandingsTable,
  args: { caption: 'Standings: England. Premier League', team: 'Team', columns, rows },
} satisfies Meta<typeof StandingsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Table: Story = {};
export const InCardWithResults: Story = {
  render: (args) => (
    <SportsCard title="England. Premier League" meta="Football">
      <StandingsTable {...args} rows={rows.slice(0, 3)} />
      <ResultLine time="Today 13:30" team1="Newcastle United" team2="Manchester City" score={{ team1: 2, team2: 1 }} periods="(1:0, 1:1)" />
      <ResultLine time="Today 16:00" team1="Arsenal" team2="Chelsea" score={{ team1: 4, team2: 3 }} badge="Pen." note="Regulation time 1:1" />
    </SportsCard>
  ),
};
