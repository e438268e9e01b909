import type { Meta, StoryObj } from '@storybook/react-vite';
import { multiLiveFixtures } from '@bf/headless/screens/multi-live';
import { MultiLiveView } from '@bf/screens/sports-multi-page';

const meta = { title: 'Screens/MultiLive', component: MultiLiveView, args: { model: multiLiveFixtures.withGames } } satisfies Meta<typeof MultiLiveView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithGames: Story = {};
export const Loading: Story = { args: { model: multiLiveFixtures.loading } };
export const Empty: Story = { args: { model: multiLiveFixtures.empty } };
