import type { Meta, StoryObj } from '@storybook/react-vite';
import { sportsSectionFixtures } from '@bf/headless/screens/sports-section';
import { SportsSectionView } from '@bf/screens/sports-section-page';

const meta = { title: 'Screens/SportsSection', component: SportsSectionView, args: { model: sportsSectionFixtures.withGames } } satisfies Meta<typeof SportsSectionView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithGames: Story = {};
export const Live: Story = { args: { model: sportsSectionFixtures.live } };
export const Loading: Story = { args: { model: sportsSectionFixtures.loading } };
export const Empty: Story = { args: { model: sportsSectionFixtures.empty } };
export const Failed: Story = { args: { model: sportsSectionFixtures.failed } };
export const UnknownSport: Story = { args: { model: sportsSectionFixtures.unknownSport } };
