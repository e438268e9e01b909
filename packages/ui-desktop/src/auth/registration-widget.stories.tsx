import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegistrationWidget } from './registration-widget.tsx';

const meta = {
  title: 'Auth/Registration widget',
  component: RegistrationWidget,
  args: { title: 'New here?', text: 'Register in a minute and get a welcome bonus.', registerLabel: 'Register', registerHref: '/en/registration', loginLabel: 'Log in', loginHref: '/en/user/login' },
} satisfies Meta<typeof RegistrationWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
