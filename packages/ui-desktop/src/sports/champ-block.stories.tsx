import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChampBlock, CountryGroup, ListSkeleton } from './champ-block.tsx';
import { GameRow } from './game-row.tsx';
import { CountryFlag } from './marks.tsx';

const game = (id: number, home: string, away: string) => (
  <GameRow key={id} href={`/en/home/line/football/1/202-spain-la-liga/${id}`} team1={home} team2={away} time={{ primary: 'Sun 29 Nov', secondary: '21:00', isLive: false }} odds={null} oddsCount={3} lineColumns={{ total: true, handicap: true }} />
);

const meta = {
  title: 'Sports/ChampBlock',
  component: ChampBlock,
  args: {
    title: 'Spain. La Liga',
    href: '/en/home/line/football/1/202-spain-la-liga',
    mark: <CountryFlag code="ES" />,
    columns: ['1', 'X', '2'],
    lineHeads: [
      { key: 'total', title: 'Total goals', columns: ['Over', 'Under'] },
      { key: 'handicap', title: 'Handicap', columns: ['1', '2'] },
    ],
    meta: 'Events: 2',
    children: [game(1, 'Real Betis', 'Athletic Club'), game(2, 'Rayo Vallecano', 'Real Sociedad')],
  },
} satisfies Meta<typeof ChampBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TableWithLines: Story = {};
export const UnderCountryHeading: Story = { render: (args) => <CountryGroup code="ES" name="Spain"><ChampBlock {...args} /></CountryGroup> };
export const International: Story = { args: { mark: <CountryFlag code={null} />, title: 'UEFA Europa League', lineHeads: [] } };
export const Skeleton: Story = { render: () => <ListSkeleton label="Loading events" blocks={1} rows={4} /> };
