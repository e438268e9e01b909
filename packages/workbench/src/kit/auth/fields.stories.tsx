import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthTextField } from '@kit/auth/auth-text-field.tsx';
import { ChoiceGroup } from '@kit/auth/choice-group.tsx';
import { FormMessage } from '@kit/auth/form-message.tsx';
import { PasswordField } from '@kit/auth/password-field.tsx';
import { PhoneField } from '@kit/auth/phone-field.tsx';
import { SelectField } from '@kit/auth/select-field.tsx';

const meta = { title: 'Auth/Fields', component: AuthTextField, args: { label: 'Login or e-mail', autoComplete: 'username', value: '', onChange: () => {} } } satisfies Meta<typeof AuthTextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const TextWithError: Story = { args: { error: 'Enter your login or e-mail' } };
export const Password: Story = { render: () => <PasswordField label="Password" showLabel="Show" hideLabel="Hide" value="demo1234" onChange={() => {}} /> };
export const Phone: Story = {
  render: () => <PhoneField label="Phone number" value="912 345-67-89" onValueChange={() => {}} countryCode="ru" phoneCode="+7" countryButtonLabel="Country code: Russia +7. Change" onCountryClick={() => {}} />,
};
export const Select: Story = {
  render: () => (
    <SelectField
      label="Account currency"
      value="RUB"
      onChange={() => {}}
      options={[
        { value: 'RUB', label: 'RUB · Russian Ruble' },
        { value: 'USD', label: 'USD · US Dollar' },
      ]}
    />
  ),
};
export const Choice: Story = {
  render: () => (
    <ChoiceGroup
      legend="Welcome bonus"
      value={1}
      onChange={() => {}}
      options={[
        { value: 0, label: 'No bonus' },
        { value: 1, label: 'Sports' },
        { value: 2, label: 'Casino' },
      ]}
    />
  ),
};
export const Messages: Story = {
  render: () => (
    <>
      <FormMessage message="Wrong login or password" />
      <FormMessage tone="success" message="If an account matches, the link is on its way." />
    </>
  ),
};
