import type { Meta, StoryObj } from '@storybook/react-vite';
import { collapsed, expanded } from '@bf/headless/screens/seo-block/fixtures';
import { SeoBlockView } from '@bf/screens/seo-block';

const meta = { title: 'Screens/SEO block', component: SeoBlockView } satisfies Meta<typeof SeoBlockView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = { args: { model: collapsed } };
export const Expanded: Story = { args: { model: expanded } };
