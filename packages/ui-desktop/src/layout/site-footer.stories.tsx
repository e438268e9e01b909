import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteFooter } from './site-footer.tsx';

const meta = {
  title: 'Layout/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    columns: [
      { title: 'Betting', links: [{ label: 'Sports', href: '/en/sports' }, { label: 'Live', href: '/en/live' }, { label: 'Results', href: '/en/results' }] },
      { title: 'Casino', links: [{ label: 'Slots', href: '/en/casino' }, { label: 'Live casino', href: '/en/live-casino' }] },
      { title: 'Help', links: [{ label: 'Rules', href: '/en/rules' }, { label: 'Contacts', href: '/en/contacts' }, { label: 'Responsible gaming', href: '/en/responsible-gaming' }] },
    ],
    responsible: 'Play responsibly',
    limits: { label: 'Limits and self-exclusion', href: '/en/office/responsible' },
    ageNotice: 'Gambling is for adults only. Betting can be addictive.',
    legal: '© 2026 BetFront. Licensed and regulated.',
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
