import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '@bf/headless/screens/office-recharge/fixtures';
import { OfficeRechargeView } from '@bf/screens/office-recharge-page';

const meta = { title: 'Screens/Office/Deposit', component: OfficeRechargeView, args: { model: fixtures.ready } } satisfies Meta<typeof OfficeRechargeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const BelowMinimum: Story = { args: { model: fixtures.belowMinimum } };
export const Opening: Story = { args: { model: fixtures.opening } };
export const BonusAccount: Story = { args: { model: fixtures.bonusAccount } };
