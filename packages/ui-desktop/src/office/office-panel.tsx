import { Button } from '../components/button.tsx';
import { Checkbox } from '../components/checkbox.tsx';
import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../utils/cn.ts';

/** A titled section of an office page: a card in the page's grid; `wide` spans both columns; `anchor` is an id a link can point at (office/account's `#wallets`). */
export function OfficePanel({ title, children, isWide = false, anchor }: { title: string; children: ReactNode; isWide?: boolean; anchor?: string }) {
  const id = useId();
  return (
    <section id={anchor} aria-labelledby={id} className={cn('rounded-lg border border-line bg-surface p-4', isWide && 'd1280:col-span-2')}>
      <h2 id={id} className="mb-3 text-base font-bold">
        {title}
      </h2>
      <div className="flex flex-col gap-3">{children}</div>
    </section>
  );
}

/** The office page's sections, two columns from 1280 px. */
export function OfficeGrid({ children }: { children: ReactNode }) {
  return <div className="grid items-start gap-3 d1280:grid-cols-2">{children}</div>;
}

/** Label and value rows, dense (protection methods, account facts). */
export function OfficeFacts({ rows }: { rows: { id: string; label: string; value: string; isOn?: boolean }[] }) {
  return (
    <dl className="divide-y divide-line text-sm">
      {rows.map((row) => (
        <div key={row.id} className="flex items-center justify-between gap-3 py-1.5">
          <dt className="text-muted">{row.label}</dt>
          <dd className={cn('font-semibold', row.isOn === true && 'text-up', row.isOn === false && 'text-muted')}>{row.value}</dd>
        </div>
      ))}
    </dl>
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

/** An on/off setting (a mailing, a notification): a checkbox with its label on the desktop. */
export function SettingToggle({ name, label, isOn, isDisabled, onChange }: { name?: string; label: string; isOn: boolean; isDisabled?: boolean; onChange(isOn: boolean): void }) {
  return <Checkbox name={name} label={label} checked={isOn} disabled={isDisabled} onChange={(event) => onChange(event.target.checked)} />;
}

/** A panel's own action (small, at the panel's start). */
export function PanelButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <Button size="sm" className={cn('self-start', className)} {...props} />;
}
