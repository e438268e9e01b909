import type { Meta, StoryObj } from '@storybook/react-vite';
import { resultsFixtures } from '@bf/headless/screens/results';
import { ResultsView } from '@bf/screens/sports-results-page';

const meta = { title: 'Screens/Results', component: ResultsView, args: { model: resultsFixtures.withResults } } satisfies Meta<typeof ResultsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MatchZone: Story = {};
export const LiveScores: Story = { args: { model: resultsFixtures.liveScores } };
export const Loading: Story = { args: { model: resultsFixtures.loading } };
export const Empty: Story = { args: { model: resultsFixtures.empty } };
