import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@kit/components/button.tsx';
import { ActionBar, CheckField, ErrorAlert, FormIntro, LinkList, SubmitButton } from '@kit/auth/auth-layout.tsx';
import { TextLink } from '@kit/auth/dialog-parts.tsx';

const meta = { title: 'Auth/Form pieces/Check field', component: CheckField, args: { label: 'Remember me', checked: false, onCheckedChange: () => {} } } satisfies Meta<typeof CheckField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { checked: true } };
export const TermsWithError: Story = { args: { label: 'I am at least 18 years old and accept the terms and conditions', hasErrorLine: true, error: 'Accept the terms to register' } };
export const Pieces: Story = {
  render: () => (
    <form className="flex max-w-md flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
      <FormIntro>We sent a 6-digit code to +7 912 345-67-89.</FormIntro>
      <ActionBar>
        <Button variant="ghost" size="sm" disabled>
          New code in 42 s
        </Button>
        <Button variant="ghost" size="sm">
          Change number
        </Button>
      </ActionBar>
      <SubmitButton label="Log in" />
      <TextLink href="/en/user/forgotpassword" isCentered>
        Forgot your password?
      </TextLink>
      <ErrorAlert>We could not save your acceptance of the terms. Please try again.</ErrorAlert>
      <LinkList links={[{ label: 'Changed rule 3', href: '/en/rules/general' }]} />
    </form>
  ),
};
