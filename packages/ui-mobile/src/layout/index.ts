// The shared header draws the kit's SiteHeader: on the phone, the top bar.
export { HeaderSession, MobileHeader, MobileHeader as SiteHeader } from './mobile-header.tsx';
export { SectionTabs } from './section-tabs.tsx';
export type { TabItem } from './section-tabs.tsx';
export { BottomNavigation } from './bottom-navigation.tsx';
export type { BottomNavItem } from './bottom-navigation.tsx';
export { MobileFrame } from './mobile-frame.tsx';
export { MobileFooter } from './mobile-footer.tsx';
export { PageHeading } from './page-heading.tsx';
export { MinimalFrame } from './minimal-frame.tsx';
