import type { Meta, StoryObj } from '@storybook/react-vite';
import { signInModalFixture } from '@bf/headless/screens/sign-in/fixtures';
import { registrationFixtures, registrationModalFixture } from '@bf/headless/screens/registration/fixtures';
import { RegistrationModalView, SignInModalView } from '@bf/screens/auth-modal';

const meta = { title: 'Screens/Auth/Modals', component: SignInModalView, args: { model: signInModalFixture } } satisfies Meta<typeof SignInModalView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {};
export const Registration: StoryObj<typeof RegistrationModalView> = { render: () => <RegistrationModalView model={registrationModalFixture} /> };
export const RegistrationDone: StoryObj<typeof RegistrationModalView> = {
  render: () => <RegistrationModalView model={{ ...registrationModalFixture, title: 'Your account is ready', credentials: registrationFixtures.done.credentials }} />,
};
