import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '@bf/headless/screens/office-cashback/fixtures';
import { OfficeCashbackView } from '@bf/screens/office-cashback-page';

const meta = {
  title: 'Screens/Office/Cashback',
  component: OfficeCashbackView,
  args: { model: fixtures.claimable },
} satisfies Meta<typeof OfficeCashbackView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Claimable: Story = {};
export const Claimed: Story = { args: { model: fixtures.claimed } };
export const Loading: Story = { args: { model: fixtures.loading } };
export const Failed: Story = { args: { model: fixtures.failed } };
