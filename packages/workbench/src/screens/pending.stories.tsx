import type { Meta, StoryObj } from '@storybook/react-vite';
import { news } from '@bf/headless/screens/pending/fixtures';
import { PendingView } from '@bf/screens/pending-page';

const meta = { title: 'Screens/Pending', component: PendingView } satisfies Meta<typeof PendingView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const News: Story = { args: { model: news } };
