import { Button } from '../components/button.tsx';
import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../utils/cn.ts';

/** A titled section of an office page: full width, edge to edge, one under the other; `anchor` is an id a link can point at (office/account's `#wallets`). */
export function OfficePanel({ title, children, anchor }: { title: string; children: ReactNode; anchor?: string }) {
  const id = useId();
  return (
    <section id={anchor} aria-labelledby={id} className="border-y border-line bg-surface px-4 py-3">
      <h2 id={id} className="mb-2 text-base font-bold">
        {title}
      </h2>
      <div className="flex flex-col gap-3">{children}</div>
    </section>
  );
}

/** The office page's sections, stacked. */
export function OfficeStack({ children }: { children: ReactNode }) {
  return <div className="-mx-3 flex flex-col gap-2">{children}</div>;
}

/** Label and value rows, each a full-width 44 px row. */
export function OfficeFacts({ rows }: { rows: { id: string; label: string; value: string; isOn?: boolean }[] }) {
  return (
    <ul className="divide-y divide-line">
      {rows.map((row) => (
        <li key={row.id} className="flex min-h-11 items-center justify-between gap-3 text-sm">
          <span>{row.label}</span>
          <span className={cn('font-semibold', row.isOn === true && 'text-up', row.isOn === false && 'text-muted')}>{row.value}</span>
        </li>
      ))}
    </ul>
  );
}

/** An on/off setting as a full-width 44 px row: the label on the left, a switch on the right. */
export function SwitchRow({ name, label, isOn, isDisabled, onChange }: { name?: string; label: string; isOn: boolean; isDisabled?: boolean; onChange(isOn: boolean): void }) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center justify-between gap-3">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <input id={id} name={name} type="checkbox" role="switch" checked={isOn} disabled={isDisabled} onChange={(event) => onChange(event.target.checked)} className="size-6 shrink-0 accent-[var(--bf-accent)]" />
    </div>
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

/** A panel's own action (full width for a thumb). */
export function PanelButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <Button className={cn('w-full', className)} {...props} />;
}
