import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '@bf/headless/screens/office-bring-friend/fixtures';
import { OfficeBringFriendView } from '@bf/screens/office-bring-friend-page';

const meta = {
  title: 'Screens/Office/BringFriend',
  component: OfficeBringFriendView,
  args: { model: fixtures.withFriends },
} satisfies Meta<typeof OfficeBringFriendView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithFriends: Story = {};
export const NoFriends: Story = { args: { model: fixtures.noFriends } };
export const Loading: Story = { args: { model: fixtures.loading } };
