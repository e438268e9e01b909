import type { Meta, StoryObj } from '@storybook/react-vite';
import * as officeVerificationFixtures from '@bf/headless/screens/office-verification/fixtures';
import { OfficeVerificationView } from '@bf/screens/office-verification-page';

const meta = { title: 'Screens/Office/Verification', component: OfficeVerificationView, args: { model: officeVerificationFixtures.notSent } } satisfies Meta<typeof OfficeVerificationView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotSent: Story = {};
export const WithErrors: Story = { args: { model: officeVerificationFixtures.withErrors } };
export const Pending: Story = { args: { model: officeVerificationFixtures.pending } };
export const Approved: Story = { args: { model: officeVerificationFixtures.approved } };
export const Loading: Story = { args: { model: officeVerificationFixtures.loading } };
