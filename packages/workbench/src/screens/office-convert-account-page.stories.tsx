import type { Meta, StoryObj } from '@storybook/react-vite';
import * as officeConvertAccountFixtures from '@bf/headless/screens/office-convert-account/fixtures';
import { OfficeConvertAccountView } from '@bf/screens/office-convert-account-page';

const meta = { title: 'Screens/Office/ConvertAccount', component: OfficeConvertAccountView, args: { model: officeConvertAccountFixtures.notAllowed } } satisfies Meta<typeof OfficeConvertAccountView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotAllowed: Story = {};
export const MainAllowed: Story = { args: { model: officeConvertAccountFixtures.mainAllowed } };
export const Requested: Story = { args: { model: officeConvertAccountFixtures.requested } };
export const Loading: Story = { args: { model: officeConvertAccountFixtures.loading } };
