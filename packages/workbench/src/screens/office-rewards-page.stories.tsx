import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '@bf/headless/screens/office-rewards/fixtures';
import { OfficeRewardsView } from '@bf/screens/office-rewards-page';

const meta = {
  title: 'Screens/Office/Rewards',
  component: OfficeRewardsView,
  args: { model: fixtures.withRewards },
} satisfies Meta<typeof OfficeRewardsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRewards: Story = {};
export const Empty: Story = { args: { model: fixtures.empty } };
export const Loading: Story = { args: { model: fixtures.loading } };
