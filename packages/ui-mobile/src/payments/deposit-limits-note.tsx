import { AppLink } from '../components/link-context.tsx';

/** The player's deposit limits over the deposit form: their text and a link to change them, or the prompt to set one first. */
export function DepositLimitsNote({ note }: { note: { text: string | null; link: { href: string; label: string } } }) {
  return (
    <div className={note.text ? 'mx-3 mb-3 rounded-xl border border-line bg-warning-soft p-3 text-sm' : 'mx-3 mb-3 text-sm'}>
      {note.text && <p className="mb-2 text-fg">{note.text}</p>}
      <AppLink href={note.link.href} className="inline-flex min-h-11 items-center font-semibold text-accent-text">
        {note.link.label}
      </AppLink>
    </div>
  );
}
