import type { Meta, StoryObj } from '@storybook/react-vite';
import { championsFixtures } from '@bf/headless/screens/champions';
import { ChampionsView } from '@bf/screens/sports-champs-page';

const meta = { title: 'Screens/Champions', component: ChampionsView, args: { model: championsFixtures.withTables } } satisfies Meta<typeof ChampionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTables: Story = {};
export const OneChampionship: Story = { args: { model: championsFixtures.oneChampionship } };
export const Loading: Story = { args: { model: championsFixtures.loading } };
export const Empty: Story = { args: { model: championsFixtures.empty } };
