import type { Meta, StoryObj } from '@storybook/react-vite';
import { cookieConsentFixtures } from '@bf/headless/screens/cookie-consent/fixtures';
import { CookieConsentView } from '@bf/screens/cookie-consent';

const meta = { title: 'Screens/CookieConsent', component: CookieConsentView, args: { model: cookieConsentFixtures.main } } satisfies Meta<typeof CookieConsentView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The main view: accept all, customize, only necessary; no close button (CONSENT-005). */
export const Main: Story = {};
/** The customize view with functionality switched on. */
export const Customize: Story = { args: { model: cookieConsentFixtures.customize } };
