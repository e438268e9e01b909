import type { Meta, StoryObj } from '@storybook/react-vite';
import { development } from '@bf/headless/screens/debug/fixtures';
import { DebugView } from '@bf/screens/debug';

const meta = { title: 'Screens/Debug', component: DebugView } satisfies Meta<typeof DebugView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Development: Story = { args: { model: development } };
