import type { Meta, StoryObj } from '@storybook/react-vite';
import { empty, failed, filteredEmpty, loading, withCoupons } from '@bf/headless/screens/office-history/fixtures';
import { OfficeHistoryView } from '@bf/screens/office-history-page';

const meta = {
  title: 'Screens/Office/Bet history',
  component: OfficeHistoryView,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OfficeHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCoupons: Story = { args: { model: withCoupons } };
export const Loading: Story = { args: { model: loading } };
export const Empty: Story = { args: { model: empty } };
export const FilteredEmpty: Story = { args: { model: filteredEmpty } };
export const Failed: Story = { args: { model: failed } };
