import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '@bf/headless/screens/office-share-idea/fixtures';
import { OfficeShareIdeaView } from '@bf/screens/office-share-idea-page';

const meta = {
  title: 'Screens/Office/ShareIdea',
  component: OfficeShareIdeaView,
  args: { model: fixtures.empty },
} satisfies Meta<typeof OfficeShareIdeaView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Invalid: Story = { args: { model: fixtures.invalid } };
export const Sending: Story = { args: { model: fixtures.sending } };
export const Sent: Story = { args: { model: fixtures.sent } };
