/** A kit's classes for the detail list's parts. */
export interface DetailListSkin {
  list: string;
  row: string;
  value?: string;
}

/** Label and value pairs (the debug page), in a kit's skin. */
export function DetailListView({ rows, skin }: { rows: { id: string; label: string; value: string }[]; skin: DetailListSkin }) {
  return (
    <dl className={skin.list}>
      {rows.map((row) => (
        <div key={row.id} className={skin.row}>
          <dt className="text-muted">{row.label}</dt>
          <dd className={skin.value}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
