import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@kit/components/button.tsx';
import { TextField } from '@kit/components/text-field.tsx';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'E-mail', name: 'email', type: 'email', placeholder: 'name@example.com' },
  // In the app a field sits on a card or a dialog (the surface colour), not on the page background.
  decorators: [(Story) => <div className="max-w-sm rounded-xl border border-line bg-surface p-6"><Story /></div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'player@example.com' } };
export const WithHint: Story = { args: { label: 'Password', type: 'password', placeholder: undefined, hint: 'At least 8 characters, with a digit.' } };
/** An error replaces the hint, marks the field invalid and is announced with it. */
export const WithError: Story = { args: { defaultValue: 'player@', hint: 'We send the receipt here.', error: 'Enter a valid e-mail address.' } };
export const Disabled: Story = { args: { defaultValue: 'player@example.com', disabled: true } };
/** A phone code before the input and a control after it. */
export const LeadingAndTrailing: Story = {
  args: {
    label: 'Phone',
    type: 'tel',
    placeholder: undefined,
    leading: '+49',
    trailing: <Button variant="ghost" size="sm">Paste</Button>,
  },
};
