import { lazy, Suspense, type ReactNode } from 'react';
import { AfterHydration, preloadable } from '@bf/headless/env';
import { useLayoutScreen, type LayoutModel } from '@bf/headless/screens/layout';
import { BottomNavigation, MobileFrame, SectionTabs, type BottomNavItem } from '@bf/ui-mobile/layout';
import { CouponRoot } from '@bf/headless/coupon-placement';
import { AppShell } from '../app-shell.tsx';
import { createBareLayout, LayoutSeoBlock } from '@bf/screens/shell/layout-parts';
import { Header } from '@bf/screens/shell/header';

// Below the fold: the server renders the footer into the page, and the browser hydrates it after the page once its
// code came (its links, language picker and cookie-settings entry are not in the first-load chunks).
const Footer = preloadable('footer', () => import('./footer.tsx').then((m) => m.Footer), { afterHydration: true });
const CouponSlipScreen = lazy(() => import('../screens/coupon-slip.tsx').then((m) => ({ default: m.CouponSlipScreen })));

type Tabs = 'main' | 'office' | 'casino';

/** The phone frame: top bar, section chips, content, footer and bottom bar (route flags may hide them), the slip on top. */
function Frame({ tabs, withCoupon = false, children }: { tabs: Tabs; withCoupon?: boolean; children: ReactNode }) {
  const model: LayoutModel = useLayoutScreen();
  const { flags, footer, menus } = model;
  const bottomItems = menus.bottom.items.map((item) => ({ ...item, icon: item.icon as BottomNavItem['icon'] }));
  const frame = (
    <MobileFrame
      skipLabel={model.skipLabel}
      header={flags.hideHeader ? undefined : <Header />}
      tabs={flags.hideHeader ? undefined : <SectionTabs label={model.menus.main.label} items={menus[tabs].items} />}
      footer={
        flags.hideFooter ? undefined : (
          <Suspense>
            <Footer model={footer} />
          </Suspense>
        )
      }
      bottomNavigation={flags.hideBottomNavigation ? undefined : <BottomNavigation label={menus.bottom.label} items={bottomItems} />}
    >
      {children}
      <LayoutSeoBlock isHidden={tabs === 'office' || flags.hideSeoBlock} />
    </MobileFrame>
  );
  return (
    <AppShell progress={model.progress}>
      {withCoupon ? (
        <CouponRoot>
          {frame}
          {/* The slip's code loads after the page; it only shows once the player has picked something. */}
          {/* The dock marks where the slip's button lives: while it shows, the page ends above it (client.css). */}
          <AfterHydration>
            <div data-slip-dock="" style={{ display: 'contents' }}>
              <Suspense fallback={null}>
                <CouponSlipScreen hasBottomNavigation={!flags.hideBottomNavigation} />
              </Suspense>
            </div>
          </AfterHydration>
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
    <Frame tabs="main" withCoupon>
      {children}
    </Frame>
  );
}

/** Office layout: account sections as chips. */
export function OfficeLayout({ children }: { children: ReactNode }) {
  return <Frame tabs="office">{children}</Frame>;
}

/** Casino layout: game categories as chips. */
export function CasinoLayout({ children }: { children: ReactNode }) {
  return <Frame tabs="casino">{children}</Frame>;
}

/** Empty, headless, maintenance and blocked layouts: no site navigation. */
export const BareLayout = createBareLayout(AppShell);
