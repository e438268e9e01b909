/**
 * Line icons both kits draw, written once: only their shapes live here. Each is decorative (`aria-hidden`); the
 * control it sits in carries the meaning in its accessible name. The default size comes from the `width`/`height`
 * attributes, which any size class of the kit's `className` overrides, so no platform's classes live in this package.
 */
export interface IconProps {
  className?: string;
}

export function ArrowIcon({ direction, className }: IconProps & { direction: 'up' | 'down' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 10 10" width="10" height="10" className={className} fill="currentColor">
      {direction === 'up' ? <path d="M5 1.5 9 7.5H1Z" /> : <path d="M5 8.5 1 2.5h8Z" />}
    </svg>
  );
}

export function LockIcon({ className }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" className={className} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
      <rect x="3.5" y="7" width="9" height="6.5" rx="1.5" />
      <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" />
    </svg>
  );
}

/** Points down when open, right when closed (`isOpen === false`); without `isOpen` it always points down. */
export function ChevronIcon({ className, isOpen }: IconProps & { isOpen?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" className={className} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" style={{ transform: isOpen === false ? 'rotate(-90deg)' : undefined }}>
      <path d="m4 6 4 4 4-4" />
    </svg>
  );
}

export function PlusIcon({ className }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" className={className} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <path d="M8 3v10M3 8h10" />
    </svg>
  );
}

export function CloseIcon({ className }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" className={className} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <path d="m4 4 8 8M12 4l-8 8" />
    </svg>
  );
}

/** A tick: a placed coupon, a done step. */
export function CheckIcon({ className }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className={className} fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

/** The theme switch's picture: a sun while dark (press for light), a moon while light. */
export function ThemeIcon({ theme, className }: IconProps & { theme: 'light' | 'dark' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className={className} fill="none" stroke="currentColor" strokeWidth="2">
      {theme === 'dark' ? <path d="M12 3v2m0 14v2m9-9h-2M5 12H3m15.4-6.4-1.4 1.4M7 17l-1.4 1.4m12.8 0L17 17M7 7 5.6 5.6M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z" /> : <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />}
    </svg>
  );
}

const sportPaths: Record<string, string> = {
  football: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 4 3.5 2.5-1.3 4h-4.4l-1.3-4L12 6Z',
  tennis: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20ZM5 6.5a10 10 0 0 1 0 11M19 6.5a10 10 0 0 0 0 11',
  basketball: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20ZM2 12h20M12 2v20M5 5c3 3 3 11 0 14M19 5c-3 3-3 11 0 14',
  iceHockey: 'M4 4l7 12h6M20 4l-7 12M3 19h8M14 19h7',
  volleyball: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 0c-2 5-1 9 3 12M3 9c5 0 9 2 11 8M21 9c-5 1-8 5-9 11',
  tableTennis: 'M14 3a7 7 0 0 0-7 7c0 2 1 3 2 4l-6 6 1 1 6-6c1 1 2 2 4 2a7 7 0 0 0 0-14Z',
  esports: 'M6 9h12a4 4 0 0 1 0 8c-2 0-3-2-6-2s-4 2-6 2a4 4 0 0 1 0-8Zm2 2v3m-1.5-1.5h3M16 12h.01M18 14h.01',
  mma: 'M7 4h8a3 3 0 0 1 3 3v5a6 6 0 0 1-6 6h-1a4 4 0 0 1-4-4V4Zm0 5h11',
};

/** A small line icon per sport (football's for a sport without one); the label beside it carries the name. */
export function SportIcon({ sport, className }: IconProps & { sport: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className={className} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={sportPaths[sport] ?? sportPaths.football} />
    </svg>
  );
}
