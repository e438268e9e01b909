/** The serving dot of tennis scoreboards and rows: a named image, so the serve is read out. */
export function ServeDot({ label }: { label: string }) {
  return <span role="img" aria-label={label} className="inline-block size-1.5 shrink-0 rounded-full bg-warning" />;
}
