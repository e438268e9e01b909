import type { Meta, StoryObj } from '@storybook/react-vite';
import { blocked, maintenance, maintenanceOpenEnded } from '@bf/headless/screens/status/fixtures';
import { StatusView } from '@bf/screens/status-pages';

const meta = { title: 'Screens/Status', component: StatusView } satisfies Meta<typeof StatusView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Blocked: Story = { args: { model: blocked } };
export const Maintenance: Story = { args: { model: maintenance } };
export const MaintenanceOpenEnded: Story = { args: { model: maintenanceOpenEnded } };
