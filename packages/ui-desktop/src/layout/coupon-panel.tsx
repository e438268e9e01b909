/** The right-column bet slip; empty until the coupon arrives with the betting issue. */
export function CouponPanel({ title, emptyText }: { title: string; emptyText: string }) {
  return (
    <section aria-label={title} className="sticky top-[4.25rem] rounded-lg border border-line bg-surface">
      <h2 className="border-b border-line px-3 py-2 text-sm font-bold">{title}</h2>
      <p className="px-4 py-8 text-center text-sm text-muted">{emptyText}</p>
    </section>
  );
}
