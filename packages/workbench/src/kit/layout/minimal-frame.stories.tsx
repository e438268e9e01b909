import type { Meta, StoryObj } from '@storybook/react-vite';
import { Notice } from '@kit/components/notice.tsx';
import { MinimalFrame } from '@kit/layout/minimal-frame.tsx';

const meta = {
  title: 'Layout/MinimalFrame',
  component: MinimalFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'BetFront',
    children: <Notice tone="warning" title="Scheduled maintenance">We are updating the site. Please come back in a few minutes.</Notice>,
  },
} satisfies Meta<typeof MinimalFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Maintenance: Story = {};
