import type { Meta, StoryObj } from '@storybook/react-vite';
import { teamCrest } from '@bf/headless/sports';
import { OddsButton } from './odds-button.tsx';
import { GameRow } from './game-row.tsx';

// Phone cards at 390 px: long names take a second line instead of being cut.
const buttons = (pairs: [string, string][]) =>
  pairs.map(([caption, price], index) => <OddsButton key={caption} label={`${caption}, odds ${price}`} text={price} caption={caption} direction={index === 2 ? 'down' : 'none'} isSelected={index === 0} isLocked={false} isDisabled={false} onToggle={() => undefined} />);

const meta = {
  title: 'Sports/GameRow',
  component: GameRow,
  decorators: [(Story) => <div className="w-[390px] bg-surface">{Story()}</div>],
  args: {
    href: '/en/home/line/football/1/101-england-premier-league/395-brighton-hove-albion-wolverhampton-wanderers',
    team1: 'Brighton & Hove Albion',
    team2: 'Wolverhampton Wanderers',
    crests: [teamCrest('Brighton & Hove Albion'), teamCrest('Wolverhampton Wanderers')],
    time: { primary: 'Tomorrow', secondary: '20:45', isLive: false },
    odds: buttons([['1', '2.20'], ['X', '3.40'], ['2', '3.25']]),
    oddsCount: 3,
    more: { text: '+31', label: 'All markets of Brighton & Hove Albion – Wolverhampton Wanderers (32)' },
  },
} satisfies Meta<typeof GameRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LongNamesWrap: Story = {};
export const TotalPicked: Story = { args: { odds: buttons([['Over 2.5', '1.87'], ['Under 2.5', '1.93']]), oddsCount: 2 } };
export const InPlayWithChamp: Story = { args: { champ: 'England. Premier League', score: { team1: 1, team2: 1 }, time: { primary: '2nd half', secondary: "74'", isLive: true } } };
export const TennisPoints: Story = {
  args: { team1: 'Carlos Alcaraz', team2: 'Jannik Sinner', crests: undefined, score: { team1: 1, team2: 1 }, pointScore: { team1: 30, team2: 15 }, server: { side: 1, label: 'Serving' }, time: { primary: 'Set 3', secondary: '', isLive: true }, odds: buttons([['1', '1.72'], ['2', '2.10']]), oddsCount: 2, more: undefined },
};
