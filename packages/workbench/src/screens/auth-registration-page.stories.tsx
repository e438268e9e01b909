import type { Meta, StoryObj } from '@storybook/react-vite';
import { registrationFixtures } from '@bf/headless/screens/registration/fixtures';
import { RegistrationView } from '@bf/screens/auth-registration-page';

const meta = { title: 'Screens/Auth/Registration', component: RegistrationView, args: { model: registrationFixtures.empty } } satisfies Meta<typeof RegistrationView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneClick: Story = {};
export const EmailFilled: Story = { args: { model: registrationFixtures.email } };
export const FieldErrors: Story = { args: { model: registrationFixtures.fieldErrors } };
export const Submitting: Story = { args: { model: registrationFixtures.submitting } };
export const Phone: Story = { args: { model: registrationFixtures.phone } };
export const SmsStep: Story = { args: { model: registrationFixtures.smsStep } };
export const Social: Story = { args: { model: registrationFixtures.social } };
export const Success: Story = { args: { model: registrationFixtures.done } };
export const Unavailable: Story = { args: { model: registrationFixtures.unavailable } };
