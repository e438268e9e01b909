import type { Meta, StoryObj } from '@storybook/react-vite';
import { adding, hidden, loading, withAccounts } from '@bf/headless/screens/account-menu/fixtures';
import { AccountMenu } from './account-menu.tsx';
import { AccountSheet } from './account-sheet.tsx';

// The phone's account sheet, open (the app loads it on first open; here it is handed in directly).
const meta = {
  title: 'Kit/Wallet/Account menu',
  component: AccountMenu,
  parameters: { layout: 'padded' },
  args: { defaultOpen: true, Sheet: AccountSheet },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAccounts: Story = { args: { model: withAccounts } };
export const BalanceHidden: Story = { args: { model: hidden } };
export const AddingCurrency: Story = { args: { model: adding } };
export const Loading: Story = { args: { model: loading } };
