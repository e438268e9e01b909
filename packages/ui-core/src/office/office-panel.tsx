import { useId, type ReactNode } from 'react';

/**
 * A titled section of an office page; `anchor` is an id a link can point at (office/account's `#wallets`). `skin` is
 * the platform's section (a card, or an edge-to-edge band) and the heading's spacing.
 */
export function OfficePanel({ title, children, anchor, skin }: { title: string; children: ReactNode; anchor?: string; skin: { section: string; heading: string } }) {
  const id = useId();
  return (
    <section id={anchor} aria-labelledby={id} className={skin.section}>
      <h2 id={id} className={skin.heading}>
        {title}
      </h2>
      <div className="flex flex-col gap-3">{children}</div>
    </section>
  );
}

/** A success note inside a panel (a title and its text), announced as a status when it appears. */
export function PanelSuccessNote({ note }: { note: { title: string; text: string } | null | undefined }) {
  return (
    <div role="status">
      {note && (
        <div className="mt-2 rounded-md bg-up/10 px-3 py-2 text-sm text-up">
          <p className="font-semibold">{note.title}</p>
          <p>{note.text}</p>
        </div>
      )}
    </div>
  );
}
