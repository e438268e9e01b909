import type { Meta, StoryObj } from '@storybook/react-vite';
import * as officePaymentRequestsFixtures from '@bf/headless/screens/office-payment-requests/fixtures';
import { OfficePaymentRequestsView } from '@bf/screens/office-payment-requests-page';

const meta = { title: 'Screens/Office/PaymentRequests', component: OfficePaymentRequestsView, args: { model: officePaymentRequestsFixtures.topics } } satisfies Meta<typeof OfficePaymentRequestsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Topics: Story = {};
export const NoRequests: Story = { args: { model: officePaymentRequestsFixtures.noRequests } };
export const Transactions: Story = { args: { model: officePaymentRequestsFixtures.transactions } };
export const Transaction: Story = { args: { model: officePaymentRequestsFixtures.transaction } };
export const FormWithErrors: Story = { args: { model: officePaymentRequestsFixtures.formWithErrors } };
export const Sent: Story = { args: { model: officePaymentRequestsFixtures.sent } };
export const Loading: Story = { args: { model: officePaymentRequestsFixtures.loading } };
