import type { Meta, StoryObj } from '@storybook/react-vite';
import { adding, hidden, loading, withAccounts } from '@bf/headless/screens/account-menu/fixtures';
import { AccountMenu } from './account-menu.tsx';

// The header's accounts, open (the trigger alone is in the header stories' signed-in state).
const meta = {
  title: 'Kit/Wallet/Account menu',
  component: AccountMenu,
  parameters: { layout: 'padded' },
  args: { defaultOpen: true },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAccounts: Story = { args: { model: withAccounts } };
export const BalanceHidden: Story = { args: { model: hidden } };
export const AddingCurrency: Story = { args: { model: adding } };
export const Loading: Story = { args: { model: loading } };
