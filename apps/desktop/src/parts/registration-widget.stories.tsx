import type { Meta, StoryObj } from '@storybook/react-vite';
import { registrationWidgetFixture } from '@bf/headless/screens/registration-widget/fixtures';
import { RegistrationWidgetView } from './registration-widget.tsx';

const meta = { title: 'Screens/Auth/Registration widget', component: RegistrationWidgetView, args: { model: registrationWidgetFixture } } satisfies Meta<typeof RegistrationWidgetView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
