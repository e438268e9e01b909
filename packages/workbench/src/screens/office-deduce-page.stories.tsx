import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '@bf/headless/screens/office-deduce/fixtures';
import { OfficeDeduceView } from '@bf/screens/office-deduce-page';

const meta = { title: 'Screens/Office/Withdraw', component: OfficeDeduceView, args: { model: fixtures.ready } } satisfies Meta<typeof OfficeDeduceView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const OverBalance: Story = { args: { model: fixtures.overBalance } };
export const Sending: Story = { args: { model: fixtures.sending } };
export const Refused: Story = { args: { model: fixtures.refused } };
export const BonusAccount: Story = { args: { model: fixtures.bonusAccount } };
