// Casino pieces of the mobile kit: game tiles two or three to a row, touch-sized stars and chips (markup only).
export { CasinoGrid, CasinoTile, CasinoChips, FavoriteStar } from './casino-grid.tsx';
export { CasinoFilters } from './casino-filters.tsx';
export { CasinoHero } from './casino-hero.tsx';
export { CasinoPage, CasinoCategories, ProviderList, CasinoGameDetails } from './casino-pages.tsx';
