import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '@bf/headless/i18n';
import { useHydrated } from '@bf/headless/env';
import { CASINO_MENU, OFFICE_MENU, SPORTS_MENU, useMenu } from '@bf/headless/navigation';
import { useCurrentRoute, useShell } from '@bf/headless/shell';
import { CouponRoot } from '@bf/headless/coupon-placement';
import { CouponPanel, MinimalFrame, PageFrame, SideNav } from '@bf/ui-desktop/layout';
import { Button } from '@bf/ui-desktop/components';
import { useRightColumn } from '@bf/headless/auth';
import { AppShell } from '../app-shell.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { RightColumnWidget } from '../parts/registration-widget.tsx';

const DesktopCouponSlip = lazy(() => import('../screens/coupon-slip.tsx').then((m) => ({ default: m.DesktopCouponSlip })));

/** Main layout: sports in the left column, the coupon on the right; route flags may hide header and footer. */
export function MainLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const sports = useMenu(SPORTS_MENU);
  const flags = useCurrentRoute()?.flags ?? {};
  const hydrated = useHydrated();
  const emptySlip = <CouponPanel title={t('coupon.title')} emptyText={t('coupon.empty')} />;
  const rightColumn = useRightColumn();
  return (
    <AppShell>
      <CouponRoot>
        <PageFrame
          skipLabel={t('skipToContent')}
          header={flags.hideHeader ? undefined : <Header />}
          sidebar={<SideNav title={t('home.topSports')} items={sports} />}
          isAsideHidden={rightColumn.isHidden}
          asideToggle={
            <Button variant="ghost" size="sm" aria-expanded={!rightColumn.isHidden} onClick={rightColumn.toggle}>
              {t(rightColumn.isHidden ? 'layout.showRightColumn' : 'layout.hideRightColumn')}
            </Button>
          }
          aside={
            <>
              <RightColumnWidget isRightColumnHidden={rightColumn.isHidden} />
              {/* The slip's code loads after the page: until then the empty slip shows in its place (same size). */}
              {hydrated ? (
                <Suspense fallback={emptySlip}>
                  <DesktopCouponSlip />
                </Suspense>
              ) : (
                emptySlip
              )}
            </>
          }
          footer={flags.hideFooter ? undefined : <Footer />}
        >
          {children}
        </PageFrame>
      </CouponRoot>
    </AppShell>
  );
}

/** Office layout: the account sections on the left. */
export function OfficeLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const sections = useMenu(OFFICE_MENU);
  return (
    <AppShell>
      <PageFrame skipLabel={t('skipToContent')} header={<Header />} sidebar={<SideNav title={t('nav.account')} items={sections} />} footer={<Footer />}>
        {children}
      </PageFrame>
    </AppShell>
  );
}

/** Casino layout: game categories on the left, no coupon. */
export function CasinoLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const categories = useMenu(CASINO_MENU);
  const flags = useCurrentRoute()?.flags ?? {};
  return (
    <AppShell>
      <PageFrame
        skipLabel={t('skipToContent')}
        header={flags.hideHeader ? undefined : <Header />}
        sidebar={<SideNav title={t('nav.casino')} items={categories} />}
        footer={flags.hideFooter ? undefined : <Footer />}
      >
        {children}
      </PageFrame>
    </AppShell>
  );
}

/** Empty, headless, maintenance and blocked layouts: no site navigation. */
export function BareLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { companyName } = useShell();
  return (
    <AppShell>
      <MinimalFrame brand={companyName || t('brand')}>{children}</MinimalFrame>
    </AppShell>
  );
}
