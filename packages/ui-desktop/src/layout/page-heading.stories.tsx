import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeading } from './page-heading.tsx';

const meta = {
  title: 'Layout/PageHeading',
  component: PageHeading,
  args: { title: 'Football' },
} satisfies Meta<typeof PageHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithContext: Story = { args: { title: 'Results', children: '128 events finished today' } };
