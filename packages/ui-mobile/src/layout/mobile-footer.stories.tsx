import type { Meta, StoryObj } from '@storybook/react-vite';
import { MobileFooter } from './mobile-footer.tsx';

const meta = {
  title: 'Layout/MobileFooter',
  component: MobileFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    links: [
      { label: 'Rules', href: '/en/rules' },
      { label: 'Contacts', href: '/en/contacts' },
      { label: 'Results', href: '/en/results' },
      { label: 'Responsible gaming', href: '/en/responsible-gaming' },
    ],
    responsible: 'Play responsibly',
    limits: { label: 'Limits and self-exclusion', href: '/en/office/responsible' },
    ageNotice: 'Gambling is for adults only. Betting can be addictive.',
    legal: '© 2026 BetFront. Licensed and regulated.',
  },
} satisfies Meta<typeof MobileFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
