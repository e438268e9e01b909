import type { CasinoGridModel, CasinoTileModel } from '@bf/headless/screens/casino-lobby';
import * as Core from '@bf/ui-core/casino/casino-grid';
import { buttonStyles } from '../components/button.tsx';
import { cn } from '../utils/cn.ts';

/** The desktop's grid (packages/ui-core draws it): dense auto-filled columns, hover lift, a 32 px star with a tooltip. */
const skin: Core.CasinoGridSkin = {
  star: 'size-8 text-lg hover:bg-black/75',
  starTitle: true,
  tile: 'group relative',
  tileLink: 'rounded-lg shadow-sm transition hover:-translate-y-0.5 hover:shadow-md',
  tileText: 'px-2 py-1.5',
  badges: 'top-2 left-2',
  tileStar: 'absolute top-2 right-2',
  otherLink: 'overflow-hidden rounded-lg transition hover:shadow-md',
  otherImage: 'w-20 rounded-md',
  otherStar: 'absolute top-2 right-2',
  otherSkeleton: 'rounded-lg',
  otherSkeletonImage: 'w-20 rounded-md',
  gameSkeleton: 'rounded-lg',
  gameSkeletonText: 'px-2 py-2',
  gamesList: 'grid grid-cols-[repeat(auto-fill,minmax(148px,1fr))] gap-3',
  otherList: 'grid grid-cols-2 gap-3',
  section: 'gap-3',
  heading: 'text-lg',
  link: 'hover:underline',
  retryButton: cn(buttonStyles({ variant: 'secondary', size: 'sm' }), 'self-start'),
  moreButton: cn(buttonStyles({ variant: 'secondary' }), 'self-center'),
};

/** The star of a tile: pressed when the game is a favourite. */
export const FavoriteStar = (props: { favorite: NonNullable<CasinoTileModel['favorite']>; className?: string }) => <Core.FavoriteStar {...props} skin={skin} />;
/** A game tile: the 3:4 picture, name and provider, badges, the star. */
export const CasinoTile = ({ tile }: { tile: CasinoTileModel }) => <Core.CasinoTile tile={tile} skin={skin} />;
/** A grid of game tiles (dense, auto-filled columns) or the other-games block (two wide tiles a row). */
export const CasinoGrid = ({ grid }: { grid: CasinoGridModel }) => <Core.CasinoGrid grid={grid} skin={skin} />;

const chips: Core.CasinoChipsSkin = {
  list: 'flex-wrap',
  chip: 'block px-3 py-1.5 hover:border-accent',
};

/** A row of links shown as chips (the category strip, subcategories), wrapping; the current one is marked. */
export const CasinoChips = (props: { label: string; items: { key?: string; id?: string; label: string; href: string; isActive: boolean }[] }) => <Core.CasinoChips {...props} skin={chips} />;
