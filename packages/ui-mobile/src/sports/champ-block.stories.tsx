import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChampBlock, CountryGroup, ListSkeleton } from './champ-block.tsx';
import { GameRow } from './game-row.tsx';
import { CountryFlag } from './marks.tsx';

const card = (id: number, home: string, away: string) => <GameRow key={id} href={`/en/home/line/football/1/303-italy-serie-a/${id}`} team1={home} team2={away} time={{ primary: 'Sat', secondary: '20:45', isLive: false }} odds={null} oddsCount={3} />;

const meta = {
  title: 'Sports/ChampBlock',
  component: ChampBlock,
  decorators: [(Story) => <div className="w-[390px]">{Story()}</div>],
  args: { title: 'Italy. Serie A', href: '/en/home/line/football/1/303-italy-serie-a', mark: <CountryFlag code="IT" />, meta: '2', children: [card(1, 'Internazionale', 'Hellas Verona'), card(2, 'Fiorentina', 'Udinese')] },
} satisfies Meta<typeof ChampBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {};
export const UnderItaly: Story = { render: (args) => <CountryGroup code="IT" name="Italy"><ChampBlock {...args} /></CountryGroup> };
export const Placeholder: Story = { render: () => <ListSkeleton label="Loading events" blocks={1} rows={2} /> };
