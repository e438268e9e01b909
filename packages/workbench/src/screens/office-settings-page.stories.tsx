import type { Meta, StoryObj } from '@storybook/react-vite';
import * as officeSettingsFixtures from '@bf/headless/screens/office-settings/fixtures';
import { OfficeSettingsView } from '@bf/screens/office-settings-page';

const meta = { title: 'Screens/Office/Settings', component: OfficeSettingsView, args: { model: officeSettingsFixtures.ready } } satisfies Meta<typeof OfficeSettingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = { args: { model: officeSettingsFixtures.loading } };
export const SaveFailed: Story = { args: { model: officeSettingsFixtures.saveFailed } };
