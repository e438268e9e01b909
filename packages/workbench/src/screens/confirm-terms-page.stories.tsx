import type { Meta, StoryObj } from '@storybook/react-vite';
import { confirmTermsFixtures } from '@bf/headless/screens/confirm-terms/fixtures';
import { ConfirmTermsView } from '@bf/screens/confirm-terms-page';

const meta = { title: 'Screens/Auth/Confirm terms', component: ConfirmTermsView, args: { model: confirmTermsFixtures.ready } } satisfies Meta<typeof ConfirmTermsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = { args: { model: confirmTermsFixtures.loading } };
export const Accepting: Story = { args: { model: confirmTermsFixtures.accepting } };
export const Failed: Story = { args: { model: confirmTermsFixtures.failed } };
