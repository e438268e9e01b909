// Bring a friend (spec: S1 §2 office route bringfriend; S2 §2 account menu section bring_friend).
export { useOfficeBringFriendScreen, officeBringFriendModel } from './use-office-bring-friend-screen.ts';
export type { OfficeBringFriendModel, OfficeBringFriendInput, FriendRow } from './use-office-bring-friend-screen.ts';
export * as officeBringFriendFixtures from './fixtures.ts';
