import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '@bf/headless/screens/office-history-pay/fixtures';
import { OfficeHistoryPayView } from '@bf/screens/office-history-pay-page';

const meta = { title: 'Screens/Office/Payment history', component: OfficeHistoryPayView, args: { model: fixtures.payments } } satisfies Meta<typeof OfficeHistoryPayView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Payments: Story = {};
export const Bonus: Story = { args: { model: fixtures.bonus } };
export const Empty: Story = { args: { model: fixtures.empty } };
export const Loading: Story = { args: { model: fixtures.loading } };
