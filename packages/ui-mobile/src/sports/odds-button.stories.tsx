import type { Meta, StoryObj } from '@storybook/react-vite';
import { OddsButton } from './odds-button.tsx';

const meta = {
  title: 'Sports/OddsButton',
  component: OddsButton,
  args: { label: 'Manchester City to win, odds 4.99', text: '4.99', caption: '2', direction: 'none', isSelected: false, isLocked: false, isDisabled: false, onToggle: () => undefined, layout: 'inline' },
} satisfies Meta<typeof OddsButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {};
export const Up: Story = { args: { text: '5.20', direction: 'up' } };
export const Down: Story = { args: { text: '4.50', direction: 'down' } };
export const Locked: Story = { args: { label: 'Manchester City to win, suspended', isLocked: true, isDisabled: true } };
export const Selected: Story = { args: { isSelected: true } };
export const WithCaption: Story = { args: { caption: 'Manchester City', layout: 'stacked' } };
