import { lazy } from 'react';
import { useAccountMenuScreen } from '@bf/headless/screens/account-menu';
import { AccountMenu } from '@bf/ui-mobile/wallet';

/** The signed-in player's balance and account switcher (its own component: a balance change re-renders only it). */
export function HeaderAccounts() {
  return <AccountMenu model={useAccountMenuScreen()} Sheet={AccountSheet} />;
}

// The sheet and its focus handling load when the player first opens it.
const AccountSheet = lazy(() => import('@bf/ui-mobile/wallet/account-sheet').then((m) => ({ default: m.AccountSheet })));
