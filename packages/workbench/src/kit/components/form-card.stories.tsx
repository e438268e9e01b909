import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@kit/components/button.tsx';
import { AppLink } from '@kit/components/link-context.tsx';
import { FormCard } from '@kit/components/form-card.tsx';
import { TextField } from '@kit/components/text-field.tsx';

const fields = (
  <>
    <TextField label="E-mail" name="email" type="email" autoComplete="email" />
    <TextField label="Password" name="password" type="password" autoComplete="current-password" />
    <Button type="submit">Sign in</Button>
  </>
);

const meta = {
  title: 'Components/FormCard',
  component: FormCard,
  args: {
    title: 'Sign in',
    children: fields,
    footer: <>No account yet? <AppLink href="/en/registration" className="font-semibold text-accent-text underline">Register</AppLink></>,
    onSubmit: () => {},
  },
} satisfies Meta<typeof FormCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A message for the whole form, announced when it appears. */
export const WithMessage: Story = { args: { message: 'Wrong e-mail or password.' } };
export const Busy: Story = { args: { isBusy: true } };
/** Inside a dialog that carries the title: no card, no heading. */
export const Embedded: Story = { args: { isEmbedded: true }, decorators: [(Story) => <div className="max-w-md rounded-xl bg-surface p-6"><Story /></div>] };
