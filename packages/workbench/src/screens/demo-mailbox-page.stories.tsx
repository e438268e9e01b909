import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoMailboxFixtures } from '@bf/headless/screens/demo-mailbox/fixtures';
import { DemoMailboxView } from '@bf/screens/demo-mailbox-page';

const meta = { title: 'Screens/Auth/Demo mailbox', component: DemoMailboxView, args: { model: demoMailboxFixtures.messages } } satisfies Meta<typeof DemoMailboxView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Messages: Story = {};
export const EmptyVisitor: Story = { args: { model: demoMailboxFixtures.emptyVisitor } };
export const Off: Story = { args: { model: demoMailboxFixtures.off } };
