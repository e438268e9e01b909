import type { Meta, StoryObj } from '@storybook/react-vite';
import * as officeSecurityFixtures from '@bf/headless/screens/office-security/fixtures';
import { OfficeSecurityView } from '@bf/screens/office-security-page';

const meta = { title: 'Screens/Office/Security', component: OfficeSecurityView, args: { model: officeSecurityFixtures.ready } } satisfies Meta<typeof OfficeSecurityView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FreshPlayer: Story = {};
export const Loading: Story = { args: { model: officeSecurityFixtures.loading } };
export const FullWithErrors: Story = { args: { model: officeSecurityFixtures.fullWithErrors } };
