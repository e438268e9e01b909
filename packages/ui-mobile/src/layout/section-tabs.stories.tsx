import type { Meta, StoryObj } from '@storybook/react-vite';
import { SectionTabs } from './section-tabs.tsx';

const meta = {
  title: 'Layout/SectionTabs',
  component: SectionTabs,
  parameters: { layout: 'fullscreen' },
  args: {
    label: 'Sections',
    items: [
      { key: 'sports', label: 'Sports', href: '/en/sports', isActive: true },
      { key: 'live', label: 'Live', href: '/en/live', badge: 'live' },
      { key: 'casino', label: 'Casino', href: '/en/casino' },
      { key: 'live-casino', label: 'Live casino', href: '/en/live-casino' },
      { key: 'results', label: 'Results', href: '/en/results' },
      { key: 'champions', label: 'Champions League', href: '/en/champions' },
    ],
  },
} satisfies Meta<typeof SectionTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More chips than fit: the row scrolls sideways. */
export const Scrolling: Story = {};
export const LiveActive: Story = {
  args: {
    items: [
      { key: 'sports', label: 'Sports', href: '/en/sports' },
      { key: 'live', label: 'Live', href: '/en/live', badge: 'live', isActive: true },
    ],
  },
};
