import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '@bf/headless/screens/casino-lobby/fixtures';
import { CasinoLobbyView } from '@bf/screens/casino-pages';

const meta = {
  title: 'Screens/Casino/Lobby',
  component: CasinoLobbyView,
  args: { model: fixtures.ready },
} satisfies Meta<typeof CasinoLobbyView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
/** SHELL-019: 16 skeleton game tiles and 2 other-games tiles. */
export const Loading: Story = { args: { model: fixtures.loading } };
export const Failed: Story = { args: { model: fixtures.failed } };
