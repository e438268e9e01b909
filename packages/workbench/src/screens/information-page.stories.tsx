import type { Meta, StoryObj } from '@storybook/react-vite';
import { contacts, failed, inEnglish, loading } from '@bf/headless/screens/information/fixtures';
import { InformationView } from '@bf/screens/information-page';

const meta = { title: 'Screens/Information', component: InformationView } satisfies Meta<typeof InformationView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Contacts: Story = { args: { model: contacts } };
export const ShownInEnglish: Story = { args: { model: inEnglish } };
export const Loading: Story = { args: { model: loading } };
export const Failed: Story = { args: { model: failed } };
