import type { Meta, StoryObj } from '@storybook/react-vite';
import { teamCrest } from '@bf/headless/sports';
import { OddsButton } from './odds-button.tsx';
import { GameRow } from './game-row.tsx';

// Desktop rows are table rows: the main market, then the total and the handicap when the list is wide enough.
const prices = (texts: string[], captions: (string | undefined)[] = []) =>
  texts.map((text, index) => (
    <OddsButton key={`${text}${index}`} label={`Outcome ${index + 1}, odds ${text}`} text={text} caption={captions[index]} size={captions[index] ? 'line' : 'row'} direction={index === 0 ? 'up' : 'none'} isSelected={index === 1} isLocked={false} isDisabled={false} onToggle={() => undefined} />
  ));

const meta = {
  title: 'Sports/GameRow',
  component: GameRow,
  decorators: [(Story) => <div className="@container w-[980px] rounded-lg border border-line bg-surface">{Story()}</div>],
  args: {
    href: '/en/home/line/football/1/101-england-premier-league/390-tottenham-hotspur-wolverhampton-wanderers',
    team1: 'Tottenham Hotspur',
    team2: 'Wolverhampton Wanderers',
    crests: [teamCrest('Tottenham Hotspur'), teamCrest('Wolverhampton Wanderers')],
    time: { primary: 'Sat 28 Nov', secondary: '15:00', isLive: false },
    odds: prices(['1.62', '4.10', '5.20']),
    oddsCount: 3,
    lineColumns: { total: true, handicap: true },
    total: prices(['1.91', '1.89'], ['2.5', '2.5']),
    handicap: prices(['1.95', '1.85'], ['\u22121', '+1']),
    more: { text: '+23', label: 'All markets of Tottenham Hotspur – Wolverhampton Wanderers (24)' },
  },
} satisfies Meta<typeof GameRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLineColumns: Story = {};
export const NoHandicapLine: Story = { args: { handicap: null } };
export const InPlay: Story = { args: { score: { team1: 0, team2: 2 }, time: { primary: '1st half', secondary: "38'", isLive: true } } };
export const TennisServing: Story = {
  args: { team1: 'Alexander Zverev', team2: 'Stefanos Tsitsipas', crests: undefined, score: { team1: 0, team2: 1 }, pointScore: { team1: 15, team2: 40 }, server: { side: 2, label: 'Serving' }, time: { primary: 'Set 2', secondary: '', isLive: true }, odds: prices(['2.45', '1.55']), oddsCount: 2, lineColumns: { total: false, handicap: false } },
};
