import { useId } from 'react';
import { cn } from '../cn.ts';
import { AppLink } from '../link.tsx';
import type { CasinoFavoriteToggle, CasinoGridModel, CasinoTileModel } from '@bf/headless/screens/casino-lobby';

// The grid draws the casino screen model as it is (its types, not a copy of them).
/** A game tile as the casino model gives it. */
export type CasinoTileView = CasinoTileModel;
/** The star: its accessible name, whether the game is a favourite, the press. */
export type CasinoFavoriteView = CasinoFavoriteToggle;
/** A grid as the casino model gives it: games (3:4 tiles) or the other-games block (wide tiles). */
export type CasinoGridView = CasinoGridModel;

/**
 * The platform's classes for each part of a grid: sizes, corners, gaps, hover or press feedback, the columns. The
 * buttons' classes are the kit's button styles. `starTitle` also shows the star's name as a tooltip (a pointer).
 */
export interface CasinoGridSkin {
  star: string;
  starTitle: boolean;
  tile: string;
  tileLink: string;
  tileText: string;
  badges: string;
  tileStar: string;
  otherLink: string;
  otherImage: string;
  otherStar: string;
  otherSkeleton: string;
  otherSkeletonImage: string;
  gameSkeleton: string;
  gameSkeletonText: string;
  gamesList: string;
  otherList: string;
  section: string;
  heading: string;
  link: string;
  retryButton: string;
  moreButton: string;
}

/** The star of a tile: pressed when the game is a favourite. */
export function FavoriteStar({ favorite, className, skin }: { favorite: CasinoFavoriteView; className?: string; skin: Pick<CasinoGridSkin, 'star' | 'starTitle'> }) {
  return (
    <button
      type="button"
      aria-pressed={favorite.isOn}
      aria-label={favorite.label}
      title={skin.starTitle ? favorite.label : undefined}
      onClick={favorite.onPress}
      className={cn('grid place-items-center rounded-full bg-black/55 leading-none text-white aria-pressed:text-warning', skin.star, className)}
    >
      <span aria-hidden="true">{favorite.isOn ? '\u2605' : '\u2606'}</span>
    </button>
  );
}

/** A game tile: the 3:4 picture (its box is fixed before it loads), name and provider, badges, the star. */
export function CasinoTile({ tile, skin }: { tile: CasinoTileView; skin: CasinoGridSkin }) {
  return (
    <li className={skin.tile}>
      <AppLink href={tile.href} className={cn('block overflow-hidden border border-line bg-surface', skin.tileLink)}>
        <img src={tile.imageUrl} alt="" width={300} height={400} loading="lazy" decoding="async" className="block aspect-[3/4] w-full bg-surface-3 object-cover" />
        <span className={cn('block', skin.tileText)}>
          <span className="block truncate text-sm font-semibold">{tile.name}</span>
          <span className="block truncate text-xs text-muted">{tile.provider}</span>
        </span>
      </AppLink>
      {tile.badges.length > 0 && (
        <span className={cn('pointer-events-none absolute flex gap-1', skin.badges)}>
          {tile.badges.map((badge) => (
            <span key={badge.id} data-badge={badge.id} className="rounded bg-accent px-1.5 py-0.5 text-[11px] font-bold text-accent-fg uppercase data-[badge=popular]:bg-black/75 data-[badge=popular]:text-white">
              {badge.label}
            </span>
          ))}
        </span>
      )}
      {tile.favorite && <FavoriteStar favorite={tile.favorite} skin={skin} className={skin.tileStar} />}
    </li>
  );
}

/** A wide tile of the other-games block: the picture, the name and provider beside it. */
function OtherGameTile({ tile, skin }: { tile: CasinoTileView; skin: CasinoGridSkin }) {
  return (
    <li className="relative">
      <AppLink href={tile.href} className={cn('flex items-center gap-3 border border-line bg-surface p-2', skin.otherLink)}>
        <img src={tile.imageUrl} alt="" width={300} height={400} loading="lazy" decoding="async" className={cn('block aspect-[3/4] bg-surface-3 object-cover', skin.otherImage)} />
        <span className="min-w-0">
          <span className="block truncate text-base font-bold">{tile.name}</span>
          <span className="block truncate text-sm text-muted">{tile.provider}</span>
        </span>
      </AppLink>
      {tile.favorite && <FavoriteStar favorite={tile.favorite} skin={skin} className={skin.otherStar} />}
    </li>
  );
}

/** A placeholder of a tile's exact size while the games load (S1 §9). */
function SkeletonTile({ variant, skin }: { variant: CasinoGridView['variant']; skin: CasinoGridSkin }) {
  return variant === 'other' ? (
    <li data-skeleton="other-game" className={cn('flex items-center gap-3 border border-line bg-surface p-2', skin.otherSkeleton)}>
      <span className={cn('block aspect-[3/4] animate-pulse bg-surface-3', skin.otherSkeletonImage)} />
      <span className="flex flex-1 flex-col gap-2">
        <span className="h-3 w-2/3 animate-pulse rounded bg-surface-3" />
        <span className="h-2.5 w-1/3 animate-pulse rounded bg-surface-3" />
      </span>
    </li>
  ) : (
    <li data-skeleton="game" className={cn('overflow-hidden border border-line bg-surface', skin.gameSkeleton)}>
      <span className="block aspect-[3/4] w-full animate-pulse bg-surface-3" />
      <span className={cn('flex flex-col gap-1.5', skin.gameSkeletonText)}>
        <span className="h-3 w-3/4 animate-pulse rounded bg-surface-3" />
        <span className="h-2.5 w-1/2 animate-pulse rounded bg-surface-3" />
      </span>
    </li>
  );
}

/** A grid of game tiles or the other-games block, with its heading, status, retry and "more". */
export function CasinoGrid({ grid, skin }: { grid: CasinoGridView; skin: CasinoGridSkin }) {
  const id = useId();
  return (
    <section aria-labelledby={id} aria-busy={grid.status === 'loading'} data-grid={grid.variant} className={cn('flex flex-col', skin.section)}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className={cn('font-bold', skin.heading)}>
          {grid.heading}
        </h2>
        {grid.countText && <span className="mr-auto text-sm text-muted">{grid.countText}</span>}
        {grid.link && (
          <AppLink href={grid.link.href} className={cn('text-sm font-semibold text-accent-text', skin.link)}>
            {grid.link.label}
          </AppLink>
        )}
      </div>
      <p role="status" className={cn('text-sm text-muted', grid.status === 'loading' && 'sr-only')}>
        {grid.statusText}
      </p>
      {grid.retry && (
        <button type="button" onClick={grid.retry.onPress} className={skin.retryButton}>
          {grid.retry.label}
        </button>
      )}
      {(grid.skeletonCount > 0 || grid.tiles.length > 0) && (
        <ul className={grid.variant === 'other' ? skin.otherList : skin.gamesList}>
          {Array.from({ length: grid.skeletonCount }, (_, i) => (
            <SkeletonTile key={`s${i}`} variant={grid.variant} skin={skin} />
          ))}
          {grid.tiles.map((tile) => (grid.variant === 'other' ? <OtherGameTile key={tile.id} tile={tile} skin={skin} /> : <CasinoTile key={tile.id} tile={tile} skin={skin} />))}
        </ul>
      )}
      {grid.more && (
        <button type="button" onClick={grid.more.onPress} disabled={grid.more.isBusy} className={skin.moreButton}>
          {grid.more.label}
        </button>
      )}
    </section>
  );
}

/** The platform's classes of the chip row: the nav, the list, an item, a chip. */
export interface CasinoChipsSkin {
  nav?: string;
  list: string;
  item?: string;
  chip: string;
}

/** A row of links shown as chips (the category strip, subcategories); the current one is marked. */
export function CasinoChips({ label, items, skin }: { label: string; items: { key?: string; id?: string; label: string; href: string; isActive: boolean }[]; skin: CasinoChipsSkin }) {
  return (
    <nav aria-label={label} className={skin.nav}>
      <ul className={cn('flex gap-2', skin.list)}>
        {items.map((item) => (
          <li key={item.key ?? item.id ?? item.href} className={skin.item}>
            <AppLink
              href={item.href}
              aria-current={item.isActive ? 'page' : undefined}
              className={cn('rounded-full border border-line bg-surface text-sm font-semibold aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-accent-fg', skin.chip)}
            >
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
