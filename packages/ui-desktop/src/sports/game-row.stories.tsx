import type { Meta, StoryObj } from '@storybook/react-vite';
import { OddsButton } from './odds-button.tsx';
import { GameRow } from './game-row.tsx';

const odds = (texts: string[]) =>
  texts.map((text, index) => <OddsButton key={text} label={`Outcome ${index + 1}, odds ${text}`} text={text} direction={index === 0 ? 'up' : 'none'} isSelected={index === 1} isLocked={false} isDisabled={false} onToggle={() => undefined} />);

const meta = {
  title: 'Sports/GameRow',
  component: GameRow,
  args: {
    href: '/en/home/line/football/1/101-england-premier-league/381-newcastle-united-manchester-city',
    team1: 'Newcastle United',
    team2: 'Manchester City',
    time: { primary: 'Today', secondary: '18:30', isLive: false },
    odds: odds(['1.53', '4.04', '4.99']),
    oddsCount: 3,
    more: { text: '+7', label: 'All markets of Newcastle United – Manchester City (8)' },
  },
} satisfies Meta<typeof GameRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PreMatch: Story = {};
export const Live: Story = { args: { score: { team1: 2, team2: 1 }, time: { primary: '2nd half', secondary: "67'", isLive: true } } };
export const LiveTennis: Story = {
  args: { team1: 'Alcaraz', team2: 'Sinner', score: { team1: 1, team2: 0 }, pointScore: { team1: 3, team2: 2 }, server: { side: 1, label: 'Serving' }, time: { primary: 'Set 2', secondary: '', isLive: true }, odds: odds(['1.80', '2.00']).slice(0, 2), oddsCount: 2, more: undefined },
};
