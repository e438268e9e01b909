export { useSportsSectionScreen } from './use-sports-section-screen.ts';
export type { SportsSectionModel, SportsSectionOptions, SportsSectionContent, SportsNavItem, ChampLineModel, ListPagingModel, MarketSwitchModel } from './use-sports-section-screen.ts';
export { useSportsControls } from '../../sports/index.ts';
export type { FeedViewModel, ChampBlockModel, GameRowModel, OddsCellModel, OddsButtonModel, MarketGroupModel, MarketRowModel, ScoreboardModel, SportsControlsModel, LineKey, LineHeadModel, BreadcrumbsModel, BreadcrumbItem, TeamCrest } from '../../sports/index.ts';
export { CouponSelectionSync } from '../../sports/index.ts';
/** Plain models of the screen in its states (the workbench's stories). */
export * as sportsSectionFixtures from './fixtures.ts';
