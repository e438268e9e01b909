/**
 * Small decorative icons of the sports views; the buttons carry their meaning in their accessible names.
 * Live texts use the `down` red, not `live`: `live` is for dots and marks and falls just short of 4.5:1 as text on
 * white, while `down` meets it in both themes.
 */

export function ArrowIcon({ direction, className }: { direction: 'up' | 'down'; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 10 10" className={className ?? 'size-2.5'} fill="currentColor">
      {direction === 'up' ? <path d="M5 1.5 9 7.5H1Z" /> : <path d="M5 8.5 1 2.5h8Z" />}
    </svg>
  );
}

export function LockIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className={className ?? 'size-3.5'} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
      <rect x="3.5" y="7" width="9" height="6.5" rx="1.5" />
      <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" />
    </svg>
  );
}

export function ChevronIcon({ className, isOpen }: { className?: string; isOpen?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className={className ?? 'size-4'} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" style={{ transform: isOpen === false ? 'rotate(-90deg)' : undefined }}>
      <path d="m4 6 4 4 4-4" />
    </svg>
  );
}

export function PlusIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className={className ?? 'size-4'} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <path d="M8 3v10M3 8h10" />
    </svg>
  );
}

export function CloseIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className={className ?? 'size-4'} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <path d="m4 4 8 8M12 4l-8 8" />
    </svg>
  );
}

/** The serving dot of tennis scoreboards. */
export function ServeDot({ label }: { label: string }) {
  return <span role="img" aria-label={label} className="inline-block size-1.5 shrink-0 rounded-full bg-warning" />;
}
