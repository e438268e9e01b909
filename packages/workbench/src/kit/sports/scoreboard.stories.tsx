import type { Meta, StoryObj } from '@storybook/react-vite';
import { Scoreboard } from '@kit/sports/scoreboard.tsx';

const meta = {
  title: 'Sports/Scoreboard',
  component: Scoreboard,
  args: {
    sportIcon: 'football',
    champ: { label: 'Football. England. Premier League', href: '/en/home/live/football/1/101-england-premier-league' },
    team1: 'Newcastle United',
    team2: 'Manchester City',
    score: { team1: 2, team2: 1 },
    status: "2nd half · 67'",
    isLive: true,
    liveLabel: 'Live',
    periods: { caption: 'Score by period', heads: ['1', '2', 'Total'], team1: [1, 1, 2], team2: [0, 1, 1] },
  },
} satisfies Meta<typeof Scoreboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {};
export const PreMatch: Story = { args: { score: null, status: 'Starts Today 18:30', isLive: false, periods: undefined } };
export const Finished: Story = { args: { status: 'Finished', isLive: false, notes: 'Regulation time 1:1' } };
export const Compact: Story = { args: { size: 'compact', periods: undefined } };
