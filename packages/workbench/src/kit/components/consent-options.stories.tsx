import type { Meta, StoryObj } from '@storybook/react-vite';
import { cookieConsentFixtures } from '@bf/headless/screens/cookie-consent/fixtures';
import { ConsentOptions } from '@kit/components/consent-options.tsx';

const meta = {
  title: 'Components/ConsentOptions',
  component: ConsentOptions,
  args: { options: cookieConsentFixtures.main.options, legend: 'Cookies' },
} satisfies Meta<typeof ConsentOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the necessary cookies on (locked). */
export const NecessaryOnly: Story = {};
/** Functionality switched on. */
export const FunctionalityOn: Story = { args: { options: cookieConsentFixtures.customize.options } };
