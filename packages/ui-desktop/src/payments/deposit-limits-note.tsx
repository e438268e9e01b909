import { AppLink } from '../components/link-context.tsx';

/** The player's deposit limits over the deposit form: their text and a link to change them, or the prompt to set one first. */
export function DepositLimitsNote({ note }: { note: { text: string | null; link: { href: string; label: string } } }) {
  return (
    <p className={note.text ? 'mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-line bg-warning-soft px-4 py-3 text-sm' : 'mb-4 text-sm'}>
      {note.text && <span className="text-fg">{note.text}</span>}
      <AppLink href={note.link.href} className="font-semibold text-accent-text underline-offset-2 hover:underline">
        {note.link.label}
      </AppLink>
    </p>
  );
}
