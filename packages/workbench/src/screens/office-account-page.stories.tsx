import type { Meta, StoryObj } from '@storybook/react-vite';
import * as officeAccountFixtures from '@bf/headless/screens/office-account/fixtures';
import { OfficeAccountView } from '@bf/screens/office-account-page';

const meta = {
  title: 'Screens/Office/Account',
  component: OfficeAccountView,
  args: { model: officeAccountFixtures.withAccounts, personal: officeAccountFixtures.personalMissing },
} satisfies Meta<typeof OfficeAccountView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MissingRequiredFields: Story = {};
export const Loading: Story = { args: { model: officeAccountFixtures.loading } };
export const Complete: Story = { args: { model: officeAccountFixtures.addingCurrency, personal: officeAccountFixtures.personalComplete } };
