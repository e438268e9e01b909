import type { Meta, StoryObj } from '@storybook/react-vite';
import { sportsGameFixtures } from '@bf/headless/screens/sports-game';
import { SportsGameView } from '@bf/screens/sports-game-page';

const meta = { title: 'Screens/SportsGame', component: SportsGameView, args: { model: sportsGameFixtures.withMarkets } } satisfies Meta<typeof SportsGameView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMarkets: Story = {};
export const NoMarkets: Story = { args: { model: sportsGameFixtures.noMarkets } };
export const Loading: Story = { args: { model: sportsGameFixtures.loading } };
export const NotFound: Story = { args: { model: sportsGameFixtures.notFound } };
export const Failed: Story = { args: { model: sportsGameFixtures.failed } };
