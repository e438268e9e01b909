import type { Meta, StoryObj } from '@storybook/react-vite';
import { notFound, serverError } from '@bf/headless/screens/error/fixtures';
import { ErrorView } from '@bf/screens/error';

const meta = { title: 'Screens/Error', component: ErrorView } satisfies Meta<typeof ErrorView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = { args: { model: notFound } };
export const ServerError: Story = { args: { model: serverError } };
