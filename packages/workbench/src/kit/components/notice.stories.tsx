import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from '@kit/components/button.tsx';
import { Notice } from '@kit/components/notice.tsx';

const meta = {
  title: 'Components/Notice',
  component: Notice,
  args: { title: 'Casino opens soon', children: 'This section is not available yet. Try the sports betting in the meantime.', tone: 'info' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'warning', 'error'] } },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Warning: Story = { args: { tone: 'warning', title: 'Scheduled maintenance', children: 'We are updating the site. Please come back in a few minutes.' } };
export const ErrorTone: Story = {
  name: 'Error',
  args: { tone: 'error', title: 'Page not found', children: 'The page you were looking for does not exist.', action: <ButtonLink href="/en">Go to the home page</ButtonLink> },
};
export const TitleOnly: Story = { args: { children: undefined } };
