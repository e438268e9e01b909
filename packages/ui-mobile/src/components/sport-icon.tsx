const paths: Record<string, string> = {
  football: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 4 3.5 2.5-1.3 4h-4.4l-1.3-4L12 6Z',
  tennis: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20ZM5 6.5a10 10 0 0 1 0 11M19 6.5a10 10 0 0 0 0 11',
  basketball: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20ZM2 12h20M12 2v20M5 5c3 3 3 11 0 14M19 5c-3 3-3 11 0 14',
  iceHockey: 'M4 4l7 12h6M20 4l-7 12M3 19h8M14 19h7',
  volleyball: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 0c-2 5-1 9 3 12M3 9c5 0 9 2 11 8M21 9c-5 1-8 5-9 11',
  tableTennis: 'M14 3a7 7 0 0 0-7 7c0 2 1 3 2 4l-6 6 1 1 6-6c1 1 2 2 4 2a7 7 0 0 0 0-14Z',
  esports: 'M6 9h12a4 4 0 0 1 0 8c-2 0-3-2-6-2s-4 2-6 2a4 4 0 0 1 0-8Zm2 2v3m-1.5-1.5h3M16 12h.01M18 14h.01',
  mma: 'M7 4h8a3 3 0 0 1 3 3v5a6 6 0 0 1-6 6h-1a4 4 0 0 1-4-4V4Zm0 5h11',
};

/** A small line icon per sport; decorative, the label carries the name. */
export function SportIcon({ sport, className }: { sport: string; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className ?? 'size-4'} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[sport] ?? paths.football} />
    </svg>
  );
}
