import type { Meta, StoryObj } from '@storybook/react-vite';
import { main } from '@bf/headless/screens/layout/fixtures';
import { Footer } from './footer.tsx';

const meta = { title: 'Desktop/Layout/Footer', component: Footer } satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { model: main.footer } };
