import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '@bf/headless/screens/office-promotion/fixtures';
import { OfficePromotionView } from '@bf/screens/office-promotion-page';

const meta = {
  title: 'Screens/Office/Promotion',
  component: OfficePromotionView,
  args: { model: fixtures.ready },
} satisfies Meta<typeof OfficePromotionView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Applied: Story = { args: { model: fixtures.applied } };
export const InvalidCode: Story = { args: { model: fixtures.invalid } };
export const Loading: Story = { args: { model: fixtures.loading } };
