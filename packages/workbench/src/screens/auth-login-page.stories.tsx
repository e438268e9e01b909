import type { Meta, StoryObj } from '@storybook/react-vite';
import { signInFixtures } from '@bf/headless/screens/sign-in/fixtures';
import { SignInView } from '@bf/screens/auth-login-page';

const meta = { title: 'Screens/Auth/Sign-in', component: SignInView, args: { model: signInFixtures.empty } } satisfies Meta<typeof SignInView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOutEmpty: Story = {};
export const Filled: Story = { args: { model: signInFixtures.filled } };
export const FieldErrors: Story = { args: { model: signInFixtures.fieldErrors } };
export const WrongPassword: Story = { args: { model: signInFixtures.refused } };
export const Submitting: Story = { args: { model: signInFixtures.submitting } };
export const SmsPhone: Story = { args: { model: signInFixtures.smsPhone } };
export const SmsStep: Story = { args: { model: signInFixtures.smsStep } };
export const TwoStep: Story = { args: { model: signInFixtures.twoStep } };
export const AlreadySignedIn: Story = { args: { model: signInFixtures.signedIn } };
