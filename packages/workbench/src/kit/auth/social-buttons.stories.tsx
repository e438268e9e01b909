import type { Meta, StoryObj } from '@storybook/react-vite';
import { SocialButtons } from '@kit/auth/social-buttons.tsx';

const buttons = ['Google', 'Telegram', 'VK'].map((label) => ({ id: label.toLowerCase(), label, ariaLabel: `Log in with ${label}`, onPress: () => {} }));
const meta = { title: 'Auth/Social buttons', component: SocialButtons, args: { title: 'Or continue with', buttons, isBusy: false } } satisfies Meta<typeof SocialButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Networks: Story = {};
export const Busy: Story = { args: { isBusy: true } };
