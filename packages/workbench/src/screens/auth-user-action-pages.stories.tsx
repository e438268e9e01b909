import type { Meta, StoryObj } from '@storybook/react-vite';
import { userActionFixtures } from '@bf/headless/screens/user-action/fixtures';
import { UserActionView } from '@bf/screens/auth-user-action-pages';

const meta = { title: 'Screens/Auth/User action', component: UserActionView, args: { model: userActionFixtures.activateNoLink } } satisfies Meta<typeof UserActionView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ActivateNoLink: Story = {};
export const VerifyReady: Story = { args: { model: userActionFixtures.verifyReady } };
export const ResetForm: Story = { args: { model: userActionFixtures.resetForm } };
export const StopNewsletterDone: Story = { args: { model: userActionFixtures.stopNewsletterDone } };
export const ResetUsed: Story = { args: { model: userActionFixtures.resetUsed } };
