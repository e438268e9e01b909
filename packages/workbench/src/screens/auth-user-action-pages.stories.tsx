import type { Meta, StoryObj } from '@storybook/react-vite';
import { userActionFixtures } from '@bf/headless/screens/user-action/fixtures';
import { UserActionView } from '@app/screens/auth-user-action-pages.tsx';

const meta = { title: 'Screens/Auth/User action', component: UserActionView, args: { model: userActionFixtures.activateVisitor } } satisfies Meta<typeof UserActionView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ActivateVisitor: Story = {};
export const StopNewsletterSignedIn: Story = { args: { model: userActionFixtures.stopNewsletterSignedIn } };
