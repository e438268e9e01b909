// Cookie-consent models in the states the workbench shows.
import type { CookieConsentModel } from './use-cookie-consent-screen.ts';

const noop = () => {};
const option = (id: 'necessary' | 'functionality' | 'marketing', name: string, description: string, checked: boolean) => ({ id, name, description, checked, disabled: id === 'necessary', onToggle: noop });

const main: CookieConsentModel = {
  isOpen: true,
  view: 'main',
  title: 'We use cookies',
  text: 'Necessary cookies keep the site working. With your consent we also use functional cookies, which remember your screen and time zone, and marketing cookies, which measure how the site is used.',
  policyLink: { label: 'Cookie policy', href: '/en/information/cookies' },
  acceptAll: { label: 'Accept all', onPress: noop },
  customize: { label: 'Customize', onPress: noop },
  onlyNecessary: { label: 'Only necessary', onPress: noop },
  options: [
    option('necessary', 'Necessary', 'Sign-in, language, security and your consent choice. Always on.', true),
    option('functionality', 'Functionality', 'Remember your screen width and time zone so pages fit your device.', false),
    option('marketing', 'Marketing', 'Measure visits and bets to improve the site and its offers.', false),
  ],
  acceptSelected: { label: 'Accept selected', onPress: noop },
  back: { label: 'Back', onPress: noop },
};

/** The main view, and the customize view with functionality switched on. */
export const cookieConsentFixtures = {
  main,
  customize: {
    ...main,
    view: 'customize',
    title: 'Choose cookies',
    text: 'Choose which cookies we may use.',
    options: main.options.map((item) => (item.id === 'functionality' ? { ...item, checked: true } : item)),
  },
} satisfies Record<string, CookieConsentModel>;
