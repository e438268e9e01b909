import type { Meta, StoryObj } from '@storybook/react-vite';
import { OddsButton } from '@kit/sports/odds-button.tsx';

const meta = {
  title: 'Sports/OddsButton',
  component: OddsButton,
  args: { label: 'Manchester City to win, odds 4.99', text: '4.99', direction: 'none', isSelected: false, isLocked: false, isDisabled: false, onToggle: () => undefined, name: '2', size: 'row' },
} satisfies Meta<typeof OddsButton>;

export default meta;
type Story = StoryObj<typeof meta>;

// A list's button: desktop leaves the outcome's name to the column heads, a phone shows it beside the price.
export const Normal: Story = {};
export const Up: Story = { args: { text: '5.20', direction: 'up' } };
export const Down: Story = { args: { text: '4.50', direction: 'down' } };
export const Locked: Story = { args: { label: 'Manchester City to win, suspended', isLocked: true, isDisabled: true } };
export const Selected: Story = { args: { isSelected: true } };
export const WithCaption: Story = { args: { caption: 'Manchester City', size: 'market' } };
