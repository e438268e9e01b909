import { useAccountMenuScreen } from '@bf/headless/screens/account-menu';
import { AccountMenu } from '@kit/wallet';

/** The signed-in player's balance and account switcher (its own component: a balance change re-renders only it). */
export function HeaderAccounts() {
  return <AccountMenu model={useAccountMenuScreen()} />;
}
