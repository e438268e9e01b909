// Sports views of the desktop kit: dense rows, sticky championship heads, odds buttons. Markup only.
export { OddsButton } from './odds-button.tsx';
export type { OddsButtonProps } from './odds-button.tsx';
export { GameRow, GameRowSkeleton, GAME_ROW_HEIGHT } from './game-row.tsx';
export type { GameRowProps, GameTime } from './game-row.tsx';
export { ChampBlock, ListSkeleton, CountryGroup } from './champ-block.tsx';
export type { ChampBlockProps } from './champ-block.tsx';
export { SportsToolbar, SportChips, ChoiceChips, SelectControl, SwitchControl } from './sports-toolbar.tsx';
export type { SportsToolbarProps, ToolbarLink, SportChip, ChoiceChipsProps, SelectControlProps } from './sports-toolbar.tsx';
export { Scoreboard } from './scoreboard.tsx';
export type { ScoreboardProps } from './scoreboard.tsx';
export { MarketGroupCard, MarketRow } from './market-group.tsx';
export type { MarketGroupCardProps } from './market-group.tsx';
export { SportsSection, ListMessage, TextButton } from './sports-blocks.tsx';
export { MultiGrid, MultiColumn, MultiPicker, RemoveButton } from './multi-live.tsx';
export type { MultiPickItem } from './multi-live.tsx';
export { StandingsTable, SportsCard, ResultLine } from './standings.tsx';
export type { StandingsHeads, StandingsRow, ResultLineProps } from './standings.tsx';
export { ArrowIcon, LockIcon, CountryMark } from './icons.tsx';
