/** Label and value pairs, one row each across the phone's width (the debug page). */
export function DetailList({ rows }: { rows: { id: string; label: string; value: string }[] }) {
  return (
    <dl className="divide-y divide-line rounded-xl border border-line bg-surface text-sm">
      {rows.map((row) => (
        <div key={row.id} className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="text-muted">{row.label}</dt>
          <dd className="font-medium">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
