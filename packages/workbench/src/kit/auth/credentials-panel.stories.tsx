import type { Meta, StoryObj } from '@storybook/react-vite';
import { CredentialsPanel } from '@kit/auth/credentials-panel.tsx';

const none = () => {};
const meta = {
  title: 'Auth/Credentials panel',
  component: CredentialsPanel,
  args: {
    title: 'Your account is ready',
    text: 'Save your login and password now: the password is shown only once.',
    loginLabel: 'Login',
    login: '40512345',
    passwordLabel: 'Password',
    password: 'k7Hq2pLm',
    saveTitle: 'Save them',
    fileLabel: 'Save to a file',
    pictureLabel: 'Save as a picture',
    emailFieldLabel: 'Send to e-mail',
    emailButtonLabel: 'Send',
    email: '',
    savedText: '',
    onEmailChange: none,
    onSaveFile: none,
    onSavePicture: none,
    onSendEmail: none,
    continueLabel: 'Continue',
    onContinue: none,
  },
} satisfies Meta<typeof CredentialsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewPassword: Story = {};
export const Saved: Story = { args: { savedText: 'Saved to a file.' } };
export const ChosenPassword: Story = { args: { password: null, text: 'You are signed in. Use this login or your e-mail with the password you chose.' } };
export const EmailError: Story = { args: { email: 'ann@', emailError: 'Enter a valid e-mail' } };
