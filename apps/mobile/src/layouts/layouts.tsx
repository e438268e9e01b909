import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '@bf/headless/i18n';
import { useHydrated } from '@bf/headless/env';
import { BOTTOM_MENU, CASINO_MENU, FOOTER_MENUS, MAIN_MENU, OFFICE_MENU, useMenu, type MenuEntry } from '@bf/headless/navigation';
import { useCurrentRoute, useShell } from '@bf/headless/shell';
import { BottomNavigation, MinimalFrame, MobileFooter, MobileFrame, SectionTabs, type BottomNavItem } from '@bf/ui-mobile/layout';
import { CouponRoot } from '@bf/headless/coupon-placement';
import { AppShell } from '../app-shell.tsx';
import { Header } from './header.tsx';

const MobileCouponSlip = lazy(() => import('../screens/coupon-slip.tsx').then((m) => ({ default: m.MobileCouponSlip })));

function Footer() {
  const { t } = useTranslation();
  const { companyName } = useShell();
  const links = useMenu([...FOOTER_MENUS[0]!.entries, ...FOOTER_MENUS[1]!.entries]);
  return (
    <MobileFooter
      links={links}
      responsible={t('footer.responsible')}
      ageNotice={t('footer.ageNotice')}
      legal={t('footer.rights', { year: new Date().getFullYear(), company: companyName || t('brand') })}
    />
  );
}

function BottomBar() {
  const { t } = useTranslation();
  const items = useMenu(BOTTOM_MENU).map((item) => ({ ...item, icon: item.icon as BottomNavItem['icon'] }));
  return <BottomNavigation label={t('nav.menu')} items={items} />;
}

function Frame({ tabs, withCoupon = false, children }: { tabs: readonly MenuEntry[]; withCoupon?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const tabItems = useMenu(tabs);
  const flags = useCurrentRoute()?.flags ?? {};
  const hydrated = useHydrated();
  const frame = (
    <MobileFrame
      skipLabel={t('skipToContent')}
      header={flags.hideHeader ? undefined : <Header />}
      tabs={flags.hideHeader ? undefined : <SectionTabs label={t('nav.main')} items={tabItems} />}
      footer={flags.hideFooter ? undefined : <Footer />}
      bottomNavigation={flags.hideBottomNavigation ? undefined : <BottomBar />}
    >
      {children}
    </MobileFrame>
  );
  return (
    <AppShell>
      {withCoupon ? (
        <CouponRoot>
          {frame}
          {/* The slip's code loads after the page; it only shows once the player has picked something. */}
          {hydrated && (
            <Suspense fallback={null}>
              <MobileCouponSlip hasBottomNavigation={!flags.hideBottomNavigation} />
            </Suspense>
          )}
        </CouponRoot>
      ) : (
        frame
      )}
    </AppShell>
  );
}

/** Main layout: section chips, content, footer, bottom bar, and the bet slip. */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <Frame tabs={MAIN_MENU} withCoupon>
      {children}
    </Frame>
  );
}

/** Office layout: account sections as chips. */
export function OfficeLayout({ children }: { children: ReactNode }) {
  return <Frame tabs={OFFICE_MENU}>{children}</Frame>;
}

/** Casino layout: game categories as chips. */
export function CasinoLayout({ children }: { children: ReactNode }) {
  return <Frame tabs={CASINO_MENU}>{children}</Frame>;
}

/** Empty, headless, maintenance and blocked layouts. */
export function BareLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { companyName } = useShell();
  return (
    <AppShell>
      <MinimalFrame brand={companyName || t('brand')}>{children}</MinimalFrame>
    </AppShell>
  );
}
