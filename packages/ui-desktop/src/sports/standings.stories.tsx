import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResultLine, SportsCard, StandingsTable, type StandingsHeads } from './standings.tsx';

const pair = (short: string, full: string) => ({ short, full });
const heads: StandingsHeads = { caption: 'Standings: England. Premier League', team: 'Team', played: pair('P', 'Played'), won: pair('W', 'Won'), drawn: pair('D', 'Drawn'), lost: pair('L', 'Lost'), score: pair('G', 'Goals'), points: pair('Pts', 'Points') };
const row = (team: string, won: number, drawn: number, lost: number) => ({ team, played: won + drawn + lost, won, drawn, lost, scored: won * 2 + drawn, conceded: lost * 2 + drawn, points: won * 3 + drawn });
const rows = [row('Manchester City', 9, 2, 1), row('Arsenal', 8, 3, 1), row('Newcastle United', 6, 3, 3), row('Chelsea', 5, 4, 3), row('Everton', 4, 2, 6), row('Fulham', 2, 3, 7)];

const meta = {
  title: 'Sports/StandingsTable',
  component: StandingsTable,
  args: { heads, rows },
} satisfies Meta<typeof StandingsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const FirstFive: Story = { args: { limit: 5 } };
export const InCardWithResults: Story = {
  render: (args) => (
    <SportsCard title="England. Premier League" meta="Football">
      <StandingsTable {...args} limit={3} />
      <ResultLine time="Today 13:30" team1="Newcastle United" team2="Manchester City" score={{ team1: 2, team2: 1 }} periods="(1:0, 1:1)" />
      <ResultLine time="Today 16:00" team1="Arsenal" team2="Chelsea" score={{ team1: 4, team2: 3 }} badge="Pen." note="Regulation time 1:1" />
    </SportsCard>
  ),
};
