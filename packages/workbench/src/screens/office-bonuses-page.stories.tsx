import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '@bf/headless/screens/office-bonuses/fixtures';
import { OfficeBonusesView } from '@bf/screens/office-bonuses-page';

const meta = {
  title: 'Screens/Office/Bonuses',
  component: OfficeBonusesView,
  args: { model: fixtures.offersReady },
} satisfies Meta<typeof OfficeBonusesView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offers: Story = {};
export const NoQualifyingDeposit: Story = { args: { model: fixtures.noDeposit } };
export const Wagering: Story = { args: { model: fixtures.wagering } };
export const NothingToWager: Story = { args: { model: fixtures.noWager } };
export const Loading: Story = { args: { model: fixtures.loading } };
