// Sports views of the mobile kit: cards, large odds buttons, sticky championship heads. Markup only.
export { OddsButton } from './odds-button.tsx';
export type { OddsButtonProps } from './odds-button.tsx';
export { GameRow, GameRowSkeleton, GAME_ROW_HEIGHT } from './game-row.tsx';
export type { GameRowProps, GameTime } from './game-row.tsx';
export { ChampBlock, ListSkeleton, CountryGroup } from './champ-block.tsx';
export { SportsToolbar, SportChips, ChoiceChips, SelectControl, SwitchControl, ControlsRow } from './sports-toolbar.tsx';
export type { SportsToolbarProps, ToolbarLink, SportChip, ChoiceChipsProps } from './sports-toolbar.tsx';
export { Scoreboard } from './scoreboard.tsx';
export type { ScoreboardProps } from './scoreboard.tsx';
export { MarketGroupCard, MarketRow } from './market-group.tsx';
export { SportsSection, ListMessage, TextButton } from './sports-blocks.tsx';
export { MultiGrid, MultiColumn, MultiPicker, RemoveButton } from './multi-live.tsx';
export type { MultiPickItem } from './multi-live.tsx';
export { StandingsTable, SportsCard, ResultLine } from './standings.tsx';
export type { StandingsColumn, StandingsRow, ResultLineProps } from './standings.tsx';
export { ArrowIcon, LockIcon, CountryMark } from './icons.tsx';
export { SportSettingsPanel } from './sport-settings-panel.tsx';
export type { SportSettingsPanelProps, SportSettingsPanelRow } from './sport-settings-panel.tsx';
