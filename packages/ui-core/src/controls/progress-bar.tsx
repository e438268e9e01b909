/** A thin bar at the top of the page while a navigation loads (spec: S1 §9 progress bar). */
export function ProgressBar({ isActive, label, value }: { isActive: boolean; label: string; /** 0-1 when known; an endless sweep otherwise. */ value?: number }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-busy={isActive}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value === undefined ? undefined : Math.round(value * 100)}
      hidden={!isActive}
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-accent/20"
    >
      {value === undefined ? (
        <div className="h-full w-1/3 animate-[bf-progress_1.2s_ease-in-out_infinite] bg-accent" />
      ) : (
        // Only while active: the server never renders it, so no style attribute meets the page's CSP (styles set by
        // script are allowed).
        isActive && <div className="h-full bg-accent transition-[width] duration-200 ease-linear" style={{ width: `${Math.round(value * 100)}%` }} />
      )}
    </div>
  );
}
