import type { Meta, StoryObj } from '@storybook/react-vite';
import { SideNav } from './side-nav.tsx';

const meta = {
  title: 'Layout/SideNav',
  component: SideNav,
  args: {
    title: 'Sports',
    items: [
      { label: 'Football', href: '/en/sports/football', icon: 'football', isActive: true },
      { label: 'Tennis', href: '/en/sports/tennis', icon: 'tennis' },
      { label: 'Basketball', href: '/en/sports/basketball', icon: 'basketball' },
      { label: 'Ice hockey', href: '/en/sports/ice-hockey', icon: 'iceHockey' },
      { label: 'Esports: a long name that is cut at the column edge', href: '/en/sports/esports', icon: 'esports' },
    ],
  },
  decorators: [(Story) => <div className="w-60"><Story /></div>],
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithIcons: Story = {};
/** Office sections: links without icons. */
export const WithoutIcons: Story = {
  args: {
    title: 'My account',
    items: [
      { label: 'Profile', href: '/en/office/profile', isActive: true },
      { label: 'Bet history', href: '/en/office/history' },
      { label: 'Deposit', href: '/en/office/deposit' },
    ],
  },
};
