// The header's accounts: active balance, switcher, add and remove a currency (spec: S2 §4 "Accounts", §9).
export { useAccountMenuScreen, accountMenuModel, accountTitle } from './use-account-menu-screen.ts';
export type { AccountMenuModel, AccountMenuRow, AccountMenuAction, AccountMenuInput } from './use-account-menu-screen.ts';
export * as accountMenuFixtures from './fixtures.ts';
