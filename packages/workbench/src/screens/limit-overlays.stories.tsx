import type { Meta, StoryObj } from '@storybook/react-vite';
import * as limitOverlaysFixtures from '@bf/headless/screens/limit-overlays/fixtures';
import { LimitOverlaysView } from '@bf/screens/limit-overlays';

const meta = { title: 'Screens/Limits/Reality check and session limit', component: LimitOverlaysView, args: { model: limitOverlaysFixtures.realityCheckLosing } } satisfies Meta<typeof LimitOverlaysView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RealityCheck: Story = {};
export const RealityCheckNoBets: Story = { args: { model: limitOverlaysFixtures.realityCheckNoBets } };
export const SessionLimitReached: Story = { args: { model: limitOverlaysFixtures.sessionEnded } };
