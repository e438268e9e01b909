import type { Meta, StoryObj } from '@storybook/react-vite';
import { dark, loggingOut, registrationClosed, signedIn, signedOut } from '@bf/headless/screens/header/fixtures';
import { HeaderView } from '@bf/screens/shell/header';

const meta = { title: 'Screens/Layout/Header', component: HeaderView } satisfies Meta<typeof HeaderView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = { args: { model: signedOut } };
export const RegistrationClosed: Story = { args: { model: registrationClosed } };
export const SignedIn: Story = { args: { model: signedIn } };
export const LoggingOut: Story = { args: { model: loggingOut } };
export const Dark: Story = { args: { model: dark } };
