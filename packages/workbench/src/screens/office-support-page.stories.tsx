import type { Meta, StoryObj } from '@storybook/react-vite';
import * as officeSupportFixtures from '@bf/headless/screens/office-support/fixtures';
import { OfficeSupportView } from '@bf/screens/office-support-page';

const meta = { title: 'Screens/Office/Support', component: OfficeSupportView, args: { model: officeSupportFixtures.empty } } satisfies Meta<typeof OfficeSupportView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithTickets: Story = { args: { model: officeSupportFixtures.withTickets } };
export const Loading: Story = { args: { model: officeSupportFixtures.loading } };
