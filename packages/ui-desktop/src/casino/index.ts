// Casino pieces of the desktop kit: the dense game grid, tiles and their skeletons, chips and filters (markup only).
export { CasinoGrid, CasinoTile, CasinoChips, FavoriteStar } from './casino-grid.tsx';
export { CasinoFilters } from './casino-filters.tsx';
export { CasinoHero } from './casino-hero.tsx';
export { CasinoPage, CasinoCategories, ProviderList, CasinoGameDetails } from './casino-pages.tsx';
