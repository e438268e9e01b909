import type { Meta, StoryObj } from '@storybook/react-vite';
import { authOverlaysFixtures } from '@bf/headless/screens/auth-overlays/fixtures';
import { AuthOverlaysView } from '@bf/screens/auth-overlays';

const meta = { title: 'Screens/Auth/Overlays', component: AuthOverlaysView, args: { model: authOverlaysFixtures.inactivity } } satisfies Meta<typeof AuthOverlaysView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InactivityNotice: Story = {};
export const ForgotPassword: Story = { args: { model: authOverlaysFixtures.forgotPassword } };
export const ForgotPasswordSent: Story = { args: { model: authOverlaysFixtures.forgotPasswordSent } };
export const Captcha: Story = { args: { model: authOverlaysFixtures.captcha } };
export const CaptchaWrongAnswer: Story = { args: { model: authOverlaysFixtures.captchaWrong } };
export const RegistrationReminder: Story = { args: { model: authOverlaysFixtures.reminder } };
export const ConvertAccountReminder: Story = { args: { model: authOverlaysFixtures.convertReminder } };
