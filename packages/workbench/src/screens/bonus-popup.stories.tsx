import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '@bf/headless/screens/bonus-popup/fixtures';
import { BonusPopupView } from '@bf/screens/bonus-popup';

const meta = {
  title: 'Screens/Office/BonusPopup',
  component: BonusPopupView,
  args: { model: fixtures.open },
} satisfies Meta<typeof BonusPopupView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
