import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, ButtonLink } from '@kit/components/button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Place bet', variant: 'primary', size: 'md', disabled: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'header'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Show all' } };
/** The header variant sits on the dark header bar. */
export const Header: Story = {
  args: { variant: 'header', children: 'Sign in' },
  decorators: [(Story) => <div className="bg-header p-3"><Story /></div>],
};
export const Disabled: Story = { args: { disabled: true } };
export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Button {...args} size="sm">Small</Button>
      <Button {...args} size="md">Medium</Button>
      <Button {...args} size="lg">Large</Button>
      <Button {...args} size="icon" aria-label="Add">+</Button>
    </div>
  ),
};
/** A link in a button's clothes. */
export const AsLink: Story = { render: () => <ButtonLink href="/en/registration">Register</ButtonLink> };
