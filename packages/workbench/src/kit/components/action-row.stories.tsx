import type { Meta, StoryObj } from '@storybook/react-vite';
import { ActionRow } from '@kit/components/action-row.tsx';
import { Button, ButtonLink } from '@kit/components/button.tsx';

// A status page's ways on (support, sign out): stacked full width on the phone, a centred wrapping row on the desktop.
const meta = {
  title: 'Components/ActionRow',
  component: ActionRow,
  args: {
    children: (
      <>
        <ButtonLink href="/en/support">Contact support</ButtonLink>
        <Button variant="secondary">Sign out</Button>
      </>
    ),
  },
} satisfies Meta<typeof ActionRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoActions: Story = {};
export const OneAction: Story = { args: { children: <ButtonLink href="/en/support">Contact support</ButtonLink> } };
