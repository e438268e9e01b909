import { useId } from 'react';
import type { CasinoGridModel, CasinoTileModel } from '@bf/headless/screens/casino-lobby';
import { AppLink } from '../components/link-context.tsx';
import { Button } from '../components/button.tsx';
import { cn } from '../utils/cn.ts';

/** The star of a tile, touch-sized (44 px): pressed when the game is a favourite. */
export function FavoriteStar({ favorite, className }: { favorite: NonNullable<CasinoTileModel['favorite']>; className?: string }) {
  return (
    <button
      type="button"
      aria-pressed={favorite.isOn}
      aria-label={favorite.label}
      onClick={favorite.onPress}
      className={cn('grid size-11 place-items-center rounded-full bg-black/55 text-xl leading-none text-white aria-pressed:text-warning', className)}
    >
      <span aria-hidden="true">{favorite.isOn ? '\u2605' : '\u2606'}</span>
    </button>
  );
}

/** A game tile: the 3:4 picture (its box fixed before it loads), name and provider, badges, the star. */
export function CasinoTile({ tile }: { tile: CasinoTileModel }) {
  return (
    <li className="relative">
      <AppLink href={tile.href} className="block overflow-hidden rounded-xl border border-line bg-surface active:opacity-80">
        <img src={tile.imageUrl} alt="" width={300} height={400} loading="lazy" decoding="async" className="block aspect-[3/4] w-full bg-surface-3 object-cover" />
        <span className="block px-2 py-2">
          <span className="block truncate text-sm font-semibold">{tile.name}</span>
          <span className="block truncate text-xs text-muted">{tile.provider}</span>
        </span>
      </AppLink>
      {tile.badges.length > 0 && (
        <span className="pointer-events-none absolute top-1.5 left-1.5 flex flex-col items-start gap-1">
          {tile.badges.map((badge) => (
            <span key={badge.id} data-badge={badge.id} className="rounded bg-accent px-1.5 py-0.5 text-[11px] font-bold text-accent-fg uppercase data-[badge=popular]:bg-black/75 data-[badge=popular]:text-white">
              {badge.label}
            </span>
          ))}
        </span>
      )}
      {tile.favorite && <FavoriteStar favorite={tile.favorite} className="absolute top-1 right-1" />}
    </li>
  );
}

/** A wide tile of the other-games block: the picture and the name beside it, the whole row a touch target. */
function OtherGameTile({ tile }: { tile: CasinoTileModel }) {
  return (
    <li className="relative">
      <AppLink href={tile.href} className="flex items-center gap-3 rounded-xl border border-line bg-surface p-2 pr-14 active:opacity-80">
        <img src={tile.imageUrl} alt="" width={300} height={400} loading="lazy" decoding="async" className="block aspect-[3/4] w-16 rounded-lg bg-surface-3 object-cover" />
        <span className="min-w-0">
          <span className="block truncate text-base font-bold">{tile.name}</span>
          <span className="block truncate text-sm text-muted">{tile.provider}</span>
        </span>
      </AppLink>
      {tile.favorite && <FavoriteStar favorite={tile.favorite} className="absolute top-1/2 right-2 -translate-y-1/2" />}
    </li>
  );
}

/** A placeholder of a tile's exact size while the games load (S1 §9). */
function SkeletonTile({ variant }: { variant: CasinoGridModel['variant'] }) {
  return variant === 'other' ? (
    <li data-skeleton="other-game" className="flex items-center gap-3 rounded-xl border border-line bg-surface p-2">
      <span className="block aspect-[3/4] w-16 animate-pulse rounded-lg bg-surface-3" />
      <span className="flex flex-1 flex-col gap-2">
        <span className="h-3 w-2/3 animate-pulse rounded bg-surface-3" />
        <span className="h-2.5 w-1/3 animate-pulse rounded bg-surface-3" />
      </span>
    </li>
  ) : (
    <li data-skeleton="game" className="overflow-hidden rounded-xl border border-line bg-surface">
      <span className="block aspect-[3/4] w-full animate-pulse bg-surface-3" />
      <span className="flex flex-col gap-1.5 px-2 py-2.5">
        <span className="h-3 w-3/4 animate-pulse rounded bg-surface-3" />
        <span className="h-2.5 w-1/2 animate-pulse rounded bg-surface-3" />
      </span>
    </li>
  );
}

/** Game tiles two to a row (three from 600 px), or the other-games block: one wide tile a row. */
export function CasinoGrid({ grid }: { grid: CasinoGridModel }) {
  const id = useId();
  const list = grid.variant === 'other' ? 'flex flex-col gap-2' : 'grid grid-cols-2 gap-2 m600:grid-cols-3';
  return (
    <section aria-labelledby={id} aria-busy={grid.status === 'loading'} data-grid={grid.variant} className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-base font-bold">
          {grid.heading}
        </h2>
        {grid.countText && <span className="mr-auto text-sm text-muted">{grid.countText}</span>}
        {grid.link && (
          <AppLink href={grid.link.href} className="py-2 text-sm font-semibold text-accent-text">
            {grid.link.label}
          </AppLink>
        )}
      </div>
      <p role="status" className={cn('text-sm text-muted', grid.status === 'loading' && 'sr-only')}>
        {grid.statusText}
      </p>
      {grid.retry && (
        <Button variant="secondary" onClick={grid.retry.onPress}>
          {grid.retry.label}
        </Button>
      )}
      {(grid.skeletonCount > 0 || grid.tiles.length > 0) && (
        <ul className={list}>
          {Array.from({ length: grid.skeletonCount }, (_, i) => (
            <SkeletonTile key={`s${i}`} variant={grid.variant} />
          ))}
          {grid.tiles.map((tile) => (grid.variant === 'other' ? <OtherGameTile key={tile.id} tile={tile} /> : <CasinoTile key={tile.id} tile={tile} />))}
        </ul>
      )}
      {grid.more && (
        <Button variant="secondary" onClick={grid.more.onPress} disabled={grid.more.isBusy}>
          {grid.more.label}
        </Button>
      )}
    </section>
  );
}

/** Links as chips in one row that scrolls sideways (the category strip, subcategories); the current one marked. */
export function CasinoChips({ label, items }: { label: string; items: { key?: string; id?: string; label: string; href: string; isActive: boolean }[] }) {
  return (
    <nav aria-label={label} className="-mx-3 overflow-x-auto px-3">
      <ul className="flex gap-2 pb-1">
        {items.map((item) => (
          <li key={item.key ?? item.id ?? item.href} className="shrink-0">
            <AppLink
              href={item.href}
              aria-current={item.isActive ? 'page' : undefined}
              className="flex h-11 items-center rounded-full border border-line bg-surface px-4 text-sm font-semibold whitespace-nowrap aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-accent-fg"
            >
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
