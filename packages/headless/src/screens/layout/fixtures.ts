import type { LayoutModel } from './use-layout-screen.ts';

const noop = () => {};
const item = (key: string, label: string, href: string, extra: { isActive?: boolean; icon?: string; badge?: string } = {}) => ({ key, label, href, isActive: false, ...extra });

/** A page of the main layout with every part shown. */
export const main: LayoutModel = {
  brand: 'BetFront',
  skipLabel: 'Skip to content',
  flags: { hideHeader: false, hideFooter: false, hideBottomNavigation: false, hideSeoBlock: false },
  progress: { isActive: false, label: 'Main navigation' },
  menus: {
    main: { label: 'Main navigation', items: [item('sports', 'Sports', '/en/home/line', { isActive: true }), item('live', 'Live', '/en/home/live', { badge: 'Live' }), item('casino', 'Casino', '/en/casino')] },
    sports: { label: 'Popular sports', items: [item('football', 'Football', '/en/home/line/football', { icon: 'football' }), item('tennis', 'Tennis', '/en/home/line/tennis', { icon: 'tennis' })] },
    office: { label: 'Account', items: [item('account', 'Account', '/en/office/account', { isActive: true }), item('history', 'Bet history', '/en/office/history')] },
    casino: { label: 'Casino', items: [item('slots', 'Slots', '/en/slots'), item('casino', 'Live casino', '/en/casino')] },
    bottom: { label: 'Menu', items: [item('home', 'Home', '/en', { icon: 'home', isActive: true }), item('live', 'Live', '/en/home/live', { icon: 'live' })] },
  },
  rightColumn: { isHidden: false, toggle: { label: 'Hide column', isExpanded: true, onPress: noop } },
  emptySlip: { title: 'Bet slip', heading: 'Your bet slip is empty', text: 'Click on the odds to add selections to your bet slip.' },
  footer: {
    columns: [
      { title: 'Information', links: [item('about', 'About us', '/en/information/about'), item('contacts', 'Contacts', '/en/information/contacts')] },
      { title: 'Help', links: [item('rules', 'Rules', '/en/rules/general')] },
    ],
    links: [item('about', 'About us', '/en/information/about'), item('contacts', 'Contacts', '/en/information/contacts'), item('rules', 'Rules', '/en/rules/general')],
    responsible: 'Play responsibly. 18+',
    limits: { label: 'Limits and self-exclusion', href: '/en/office/responsible' },
    ageNotice: 'Gambling can be addictive. Only for adults aged 18 and over.',
    legal: '© 2026 BetFront. All rights reserved.',
  },
};

/** The player hid the right column. */
export const rightColumnHidden: LayoutModel = { ...main, rightColumn: { isHidden: true, toggle: { label: 'Show column', isExpanded: false, onPress: noop } } };

/** A game page: no header, footer or bottom bar. */
export const gamePage: LayoutModel = { ...main, flags: { hideHeader: true, hideFooter: true, hideBottomNavigation: true, hideSeoBlock: true } };

/** A client navigation is loading. */
export const navigating: LayoutModel = { ...main, progress: { isActive: true, label: 'Main navigation' } };
