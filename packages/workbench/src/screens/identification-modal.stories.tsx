import type { Meta, StoryObj } from '@storybook/react-vite';
import * as fixtures from '@bf/headless/screens/identification-modal/fixtures';
import { IdentificationModalView } from '@bf/screens/identification-modal';

const meta = {
  title: 'Screens/Office/IdentificationModal',
  component: IdentificationModalView,
  args: { model: fixtures.choosing },
} satisfies Meta<typeof IdentificationModalView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Choosing: Story = {};
export const Loading: Story = { args: { model: fixtures.loading } };
export const Identifying: Story = { args: { model: fixtures.identifying } };
export const Identified: Story = { args: { model: fixtures.identified } };
export const Failed: Story = { args: { model: fixtures.failed } };
