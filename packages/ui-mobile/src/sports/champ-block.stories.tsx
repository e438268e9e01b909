import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChampBlock, CountryGroup, ListSkeleton } from './champ-block.tsx';
import { GameRow } from './game-row.tsx';
import { CountryMark } from './icons.tsx';

const row = (id: number, team1: string, team2: string) => <GameRow key={id} href={`/en/home/line/football/1/101/${id}`} team1={team1} team2={team2} time={{ primary: 'Today', secondary: '18:30', isLive: false }} odds={null} oddsCount={3} />;

const meta = {
  title: 'Sports/ChampBlock',
  component: ChampBlock,
  args: { title: 'England. Premier League', href: '/en/home/line/football/1/101-england-premier-league', mark: <CountryMark code="GB" />, meta: 'Events: 2', children: [row(1, 'Newcastle United', 'Manchester City'), row(2, 'Arsenal', 'Chelsea')] },
} satisfies Meta<typeof ChampBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithGames: Story = {};
export const InCountryGroup: Story = { render: (args) => <CountryGroup code="GB" name="United Kingdom"><ChampBlock {...args} /></CountryGroup> };
export const Loading: Story = { render: () => <ListSkeleton label="Loading events" blocks={1} rows={3} /> };
