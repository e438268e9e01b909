import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../components/button.tsx';
import { LanguageSelect } from '../components/language-select.tsx';
import { ThemeToggle } from '../components/theme-toggle.tsx';
import { SiteHeader } from './site-header.tsx';

const actions = (
  <>
    <LanguageSelect label="Language" value="en" options={[{ code: 'en', label: 'English' }, { code: 'de', label: 'Deutsch' }]} onChange={() => {}} />
    <ThemeToggle theme="light" label="Switch to dark theme" onToggle={() => {}} />
    <Button variant="header">Sign in</Button>
    <Button>Register</Button>
  </>
);

const meta = {
  title: 'Layout/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'BetFront',
    homeHref: '/en',
    navLabel: 'Main sections',
    nav: [
      { label: 'Sports', href: '/en/sports', isActive: true },
      { label: 'Live', href: '/en/live', badge: 'live' },
      { label: 'Casino', href: '/en/casino' },
      { label: 'Live casino', href: '/en/live-casino' },
      { label: 'Results', href: '/en/results' },
    ],
    actions,
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};
export const SignedIn: Story = {
  args: {
    nav: [
      { label: 'Sports', href: '/en/sports' },
      { label: 'Live', href: '/en/live', badge: 'live' },
      { label: 'Casino', href: '/en/casino', isActive: true },
    ],
    actions: (
      <>
        <ThemeToggle theme="light" label="Switch to dark theme" onToggle={() => {}} />
        <Button variant="header">€ 120.50</Button>
        <Button variant="header">My account</Button>
      </>
    ),
  },
};
