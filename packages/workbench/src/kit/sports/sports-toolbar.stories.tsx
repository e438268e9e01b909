import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChoiceChips, SelectControl, SportChips, SportsToolbar } from '@kit/sports/sports-toolbar.tsx';

const meta = {
  title: 'Sports/SportsToolbar',
  component: SportsToolbar,
  args: {
    title: 'Football',
    sections: { label: 'Section', items: [{ key: 'line', label: 'Line', href: '/en/home/line/football', isActive: true }, { key: 'live', label: 'Live', href: '/en/home/live/football', isActive: false, isLive: true }] },
    controls: <SelectControl label="Odds format" value={0} options={[{ value: 0, label: 'Decimal' }, { value: 1, label: 'Fractional' }]} onChange={() => undefined} />,
    children: [
      <SportChips key="sports" label="Sports" items={[{ key: 'all', label: 'All sports', href: '/en/home/line', isActive: false, count: 42 }, { key: 'football', label: 'Football', icon: 'football', href: '/en/home/line/football', isActive: true, count: 30 }]} />,
      <ChoiceChips key="time" label="Time" value={0} options={[{ value: 0, label: 'All' }, { value: 1, label: '1 hour' }, { value: 3, label: 'Today' }]} onChange={() => undefined} />,
    ],
  },
} satisfies Meta<typeof SportsToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Section: Story = {};
export const TitleOnly: Story = { args: { sections: undefined, children: <SelectControl label="Odds format" value={0} options={[{ value: 0, label: 'Decimal' }]} onChange={() => undefined} /> } };
