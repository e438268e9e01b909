import type { Meta, StoryObj } from '@storybook/react-vite';
import { teamCrest } from '@bf/headless/sports';
import { CountryFlag, Crest } from './marks.tsx';

const meta = {
  title: 'Sports/Marks',
  component: Crest,
  args: { crest: teamCrest('Juventus'), size: 28 },
} satisfies Meta<typeof Crest>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Badge: Story = {};
export const BadgeRow: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      {['Juventus', 'Olympique Lyonnais', 'Shakhtar Donetsk', 'Fenerbahçe', 'Slavia Prague', 'Boca Juniors'].map((team) => (
        <Crest key={team} crest={teamCrest(team)} size={28} />
      ))}
    </div>
  ),
};
export const RoundFlags: Story = {
  render: () => (
    <div className="flex gap-2">
      {['IT', 'FR', 'UA', 'TR', 'CZ', 'AR', 'US', null].map((code) => (
        <CountryFlag key={code ?? 'intl'} code={code} />
      ))}
    </div>
  ),
};
