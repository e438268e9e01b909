import type { Meta, StoryObj } from '@storybook/react-vite';
import { BottomNavigation } from './bottom-navigation.tsx';

const meta = {
  title: 'Layout/BottomNavigation',
  component: BottomNavigation,
  parameters: { layout: 'fullscreen' },
  args: {
    label: 'Main sections',
    items: [
      { key: 'home', label: 'Home', href: '/en', icon: 'home', isActive: true },
      { key: 'sports', label: 'Sports', href: '/en/sports', icon: 'sports' },
      { key: 'live', label: 'Live', href: '/en/live', icon: 'live' },
      { key: 'casino', label: 'Casino', href: '/en/casino', icon: 'casino' },
      { key: 'account', label: 'Account', href: '/en/office', icon: 'account' },
    ],
  },
  decorators: [(Story) => <div className="min-h-40"><Story /></div>],
} satisfies Meta<typeof BottomNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeActive: Story = {};
export const LongLabels: Story = {
  args: {
    items: [
      { key: 'home', label: 'Startseite', href: '/de', icon: 'home' },
      { key: 'sports', label: 'Sportwetten', href: '/de/sports', icon: 'sports', isActive: true },
      { key: 'live', label: 'Live-Wetten', href: '/de/live', icon: 'live' },
      { key: 'casino', label: 'Casino', href: '/de/casino', icon: 'casino' },
      { key: 'account', label: 'Mein Konto', href: '/de/office', icon: 'account' },
    ],
  },
};
