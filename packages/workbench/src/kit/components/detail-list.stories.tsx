import type { Meta, StoryObj } from '@storybook/react-vite';
import { DetailList } from '@kit/components/detail-list.tsx';

const meta = {
  title: 'Components/DetailList',
  component: DetailList,
  args: {
    rows: [
      { id: 'platform', label: 'Platform', value: 'desktop' },
      { id: 'language', label: 'Language', value: 'en' },
      { id: 'route', label: 'Route', value: 'debug' },
    ],
  },
} satisfies Meta<typeof DetailList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {};
export const Empty: Story = { args: { rows: [] } };
