import type { Meta, StoryObj } from '@storybook/react-vite';
import { teamCrest } from '@bf/headless/sports';
import { CountryFlag, Crest } from './marks.tsx';

const CLUBS = ['Tottenham Hotspur', 'Arsenal', 'Borussia Dortmund', 'Real Madrid', 'Galatasaray', 'Dynamo Kyiv', 'Sparta Prague', 'Flamengo'];

const meta = {
  title: 'Sports/Marks',
  component: Crest,
  args: { crest: teamCrest('Tottenham Hotspur') },
} satisfies Meta<typeof Crest>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneCrest: Story = {};
export const CrestsOfClubs: Story = {
  render: () => (
    <ul className="grid grid-cols-2 gap-2 text-sm">
      {CLUBS.map((club) => (
        <li key={club} className="flex items-center gap-2">
          <Crest crest={teamCrest(club)} />
          {club}
        </li>
      ))}
    </ul>
  ),
};
export const Flags: Story = {
  render: () => (
    <p className="flex items-center gap-2">
      {['GB', 'ES', 'IT', 'DE', 'BR', 'UA', 'TR', 'CZ', null].map((code) => (
        <CountryFlag key={code ?? 'intl'} code={code} />
      ))}
    </p>
  ),
};
