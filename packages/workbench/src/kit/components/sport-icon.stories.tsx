import type { Meta, StoryObj } from '@storybook/react-vite';
import { SportIcon } from '@bf/ui-core/icons';

const SPORTS = ['football', 'tennis', 'basketball', 'iceHockey', 'volleyball', 'tableTennis', 'esports', 'mma'];

const meta = {
  title: 'Components/SportIcon',
  component: SportIcon,
  args: { sport: 'football', className: 'size-6' },
} satisfies Meta<typeof SportIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Football: Story = {};
/** Every sport with its name beside it (the icon itself is decorative). */
export const All: Story = {
  render: () => (
    <ul className="grid max-w-md grid-cols-2 gap-3">
      {SPORTS.map((sport) => (
        <li key={sport} className="flex items-center gap-2 text-sm">
          <SportIcon sport={sport} className="size-5" />
          {sport}
        </li>
      ))}
    </ul>
  ),
};
