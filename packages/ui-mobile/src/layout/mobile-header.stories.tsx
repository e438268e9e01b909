import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../components/button.tsx';
import { LanguageSelect } from '../components/language-select.tsx';
import { ThemeToggle } from '../components/theme-toggle.tsx';
import { MobileHeader } from './mobile-header.tsx';

const meta = {
  title: 'Layout/MobileHeader',
  component: MobileHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'BetFront',
    homeHref: '/en',
    actions: (
      <>
        <LanguageSelect label="Language" value="en" options={[{ code: 'en', label: 'English' }, { code: 'de', label: 'Deutsch' }]} onChange={() => {}} />
        <Button variant="header" size="sm">Sign in</Button>
        <Button size="sm">Register</Button>
      </>
    ),
  },
} satisfies Meta<typeof MobileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below 390 px the brand name gives its room to the buttons (it stays the home link's name). */
export const SignedOut: Story = {};
export const SignedIn: Story = {
  args: {
    actions: (
      <>
        <ThemeToggle theme="light" label="Switch to dark theme" onToggle={() => {}} />
        <Button variant="header" size="sm">€ 120.50</Button>
      </>
    ),
  },
};
