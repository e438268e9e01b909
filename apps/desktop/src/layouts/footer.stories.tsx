import type { Meta, StoryObj } from '@storybook/react-vite';
import { main } from '@bf/headless/screens/layout/fixtures';
import { FooterView } from './footer.tsx';

const meta = { title: 'Desktop/Layout/Footer', component: FooterView } satisfies Meta<typeof FooterView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { model: main.footer, support: { href: '/en/contacts', label: 'Support' } } };

