import type { Meta, StoryObj } from '@storybook/react-vite';
import { homeFixtures } from '@bf/headless/screens/home';
import { HomeView } from '@bf/screens/home-page';

const meta = { title: 'Screens/Home', component: HomeView, args: { model: homeFixtures.withGames } } satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithGames: Story = {};
export const NoLive: Story = { args: { model: homeFixtures.noLive } };
export const Loading: Story = { args: { model: homeFixtures.loading } };
