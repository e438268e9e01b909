/** A thin bar at the top of the page while a navigation loads (spec: S1 §9 progress bar). */
export function ProgressBar({ isActive, label }: { isActive: boolean; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-busy={isActive}
      hidden={!isActive}
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-accent/20"
    >
      <div className="h-full w-1/3 animate-[bf-progress_1.2s_ease-in-out_infinite] bg-accent" />
    </div>
  );
}
