import type { Meta, StoryObj } from '@storybook/react-vite';
import { SessionBanner } from '@kit/auth/session-banner.tsx';

const meta = {
  title: 'Auth/Session banner',
  component: SessionBanner,
  args: { title: 'You were signed out.', children: 'We closed your session after a period of inactivity. Log in again to continue.', dismissLabel: 'Dismiss', onDismiss: () => {} },
} satisfies Meta<typeof SessionBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inactivity: Story = {};
