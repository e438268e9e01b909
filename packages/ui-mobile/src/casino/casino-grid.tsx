import type { CasinoGridModel, CasinoTileModel } from '@bf/headless/screens/casino-lobby';
import * as Core from '@bf/ui-core/casino/casino-grid';
import { buttonStyles } from '../components/button.tsx';

/**
 * The phone's grid (packages/ui-core draws it): tiles two to a row (three from 600 px), the other games one wide tile
 * a row, press feedback instead of hover, a touch-sized (44 px) star.
 */
const skin: Core.CasinoGridSkin = {
  star: 'size-11 text-xl',
  starTitle: false,
  tile: 'relative',
  tileLink: 'rounded-xl active:opacity-80',
  tileText: 'px-2 py-2',
  badges: 'top-1.5 left-1.5 flex-col items-start',
  tileStar: 'absolute top-1 right-1',
  otherLink: 'rounded-xl pr-14 active:opacity-80',
  otherImage: 'w-16 rounded-lg',
  otherStar: 'absolute top-1/2 right-2 -translate-y-1/2',
  otherSkeleton: 'rounded-xl',
  otherSkeletonImage: 'w-16 rounded-lg',
  gameSkeleton: 'rounded-xl',
  gameSkeletonText: 'px-2 py-2.5',
  gamesList: 'grid grid-cols-2 gap-2 m600:grid-cols-3',
  otherList: 'flex flex-col gap-2',
  section: 'gap-2',
  heading: 'text-base',
  link: 'py-2',
  retryButton: buttonStyles({ variant: 'secondary' }),
  moreButton: buttonStyles({ variant: 'secondary' }),
};

/** The star of a tile, touch-sized (44 px): pressed when the game is a favourite. */
export const FavoriteStar = (props: { favorite: NonNullable<CasinoTileModel['favorite']>; className?: string }) => <Core.FavoriteStar {...props} skin={skin} />;
/** A game tile: the 3:4 picture, name and provider, badges, the star. */
export const CasinoTile = ({ tile }: { tile: CasinoTileModel }) => <Core.CasinoTile tile={tile} skin={skin} />;
/** Game tiles two to a row (three from 600 px), or the other-games block: one wide tile a row. */
export const CasinoGrid = ({ grid }: { grid: CasinoGridModel }) => <Core.CasinoGrid grid={grid} skin={skin} />;

const chips: Core.CasinoChipsSkin = {
  nav: '-mx-3 overflow-x-auto px-3',
  list: 'pb-1',
  item: 'shrink-0',
  chip: 'flex h-11 items-center px-4 whitespace-nowrap',
};

/** Links as chips in one row that scrolls sideways (the category strip, subcategories); the current one marked. */
export const CasinoChips = (props: { label: string; items: { key?: string; id?: string; label: string; href: string; isActive: boolean }[] }) => <Core.CasinoChips {...props} skin={chips} />;
