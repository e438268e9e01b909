import { lazy, Suspense, type ReactNode } from 'react';
import { AfterHydration, preloadable } from '@bf/headless/env';
import { useLayoutScreen, type LayoutModel, type MenuModel } from '@bf/headless/screens/layout';
import { CouponRoot } from '@bf/headless/coupon-placement';
import { CouponPanel, PageFrame, SideNav } from '@bf/ui-desktop/layout';
import { Button } from '@bf/ui-desktop/components';
import { AppShell } from '../app-shell.tsx';
import { Header } from '@bf/screens/shell/header';
import { createBareLayout, LayoutSeoBlock } from '@bf/screens/shell/layout-parts';
import { RightColumnWidget } from '../parts/registration-widget.tsx';

// Below the fold: the server renders the footer into the page, and the browser hydrates it after the page once its
// code came (its links, language picker and cookie-settings entry are not in the first-load chunks).
const Footer = preloadable('footer', () => import('./footer.tsx').then((m) => m.Footer), { afterHydration: true });
const CouponSlipScreen = lazy(() => import('../screens/coupon-slip.tsx').then((m) => ({ default: m.CouponSlipScreen })));

/** A frame with a side menu: the header and footer unless the route hides them. */
function SideFrame({ model, menu, aside, hasSeoBlock = false, children }: { model: LayoutModel; menu: MenuModel; aside?: { isHidden: boolean; toggle: ReactNode; content: ReactNode }; hasSeoBlock?: boolean; children: ReactNode }) {
  return (
    <PageFrame
      skipLabel={model.skipLabel}
      header={model.flags.hideHeader ? undefined : <Header />}
      sidebar={<SideNav title={menu.label} items={menu.items} />}
      isAsideHidden={aside?.isHidden}
      asideToggle={aside?.toggle}
      aside={aside?.content}
      // Below the fold: the footer hydrates after the page, in its own task.
      footer={
        model.flags.hideFooter ? undefined : (
          <Suspense>
            <Footer model={model.footer} />
          </Suspense>
        )
      }
    >
      {children}
      <LayoutSeoBlock isHidden={!hasSeoBlock || model.flags.hideSeoBlock} />
    </PageFrame>
  );
}

/** Main layout: sports in the left column, the coupon on the right; route flags may hide header and footer. */
export function MainLayout({ children }: { children: ReactNode }) {
  const model = useLayoutScreen();
  const { rightColumn } = model;
  const emptySlip = <CouponPanel {...model.emptySlip} />;
  const aside = {
    isHidden: rightColumn.isHidden,
    toggle: (
      <Button variant="ghost" size="sm" aria-expanded={rightColumn.toggle.isExpanded} onClick={rightColumn.toggle.onPress}>
        {rightColumn.toggle.label}
      </Button>
    ),
    content: (
      <>
        <RightColumnWidget isRightColumnHidden={rightColumn.isHidden} />
        {/* The slip's code loads after the page: until then the empty slip shows in its place (same size). */}
        <AfterHydration fallback={emptySlip}>
          <Suspense fallback={emptySlip}>
            <CouponSlipScreen />
          </Suspense>
        </AfterHydration>
      </>
    ),
  };
  return (
    <AppShell progress={model.progress}>
      <CouponRoot>
        <SideFrame model={model} menu={model.menus.sports} aside={aside} hasSeoBlock>
          {children}
        </SideFrame>
      </CouponRoot>
    </AppShell>
  );
}

/** Office layout: the account sections on the left (header and footer always shown). */
export function OfficeLayout({ children }: { children: ReactNode }) {
  const model = useLayoutScreen();
  return (
    <AppShell progress={model.progress}>
      <SideFrame model={{ ...model, flags: { ...model.flags, hideHeader: false, hideFooter: false } }} menu={model.menus.office}>
        {children}
      </SideFrame>
    </AppShell>
  );
}

/** Casino layout: game categories on the left, no coupon. */
export function CasinoLayout({ children }: { children: ReactNode }) {
  const model = useLayoutScreen();
  return (
    <AppShell progress={model.progress}>
      <SideFrame model={model} menu={model.menus.casino} hasSeoBlock>
        {children}
      </SideFrame>
    </AppShell>
  );
}

/** Empty, headless, maintenance and blocked layouts: no site navigation. */
export const BareLayout = createBareLayout(AppShell);
