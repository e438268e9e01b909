import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from '@kit/components/progress-bar.tsx';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { isActive: true, label: 'Loading the page' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While a navigation loads: the bar runs along the top edge. */
export const Active: Story = {};
/** Idle: the bar is in the page but hidden. */
export const Idle: Story = { args: { isActive: false } };
