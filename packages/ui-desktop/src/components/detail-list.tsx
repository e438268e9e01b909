/** Label and value pairs in two aligned columns (the debug page). */
export function DetailList({ rows }: { rows: { id: string; label: string; value: string }[] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 rounded-lg border border-line bg-surface p-4 text-sm">
      {rows.map((row) => (
        <div key={row.id} className="contents">
          <dt className="text-muted">{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
