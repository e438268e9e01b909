import { OfficePanel as Panel, PanelSuccessNote } from '@bf/ui-core/office/office-panel';
import { Button } from '../components/button.tsx';
import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../utils/cn.ts';

export { PanelSuccessNote };

/** A titled section of an office page: full width, edge to edge, one under the other (`isWide` changes nothing on the phone); `anchor` is an id a link can point at (office/account's `#wallets`). */
export const OfficePanel = ({ isWide: _isWide, ...props }: { title: string; children: ReactNode; isWide?: boolean; anchor?: string }) => <Panel {...props} skin={{ section: 'border-y border-line bg-surface px-4 py-3', heading: 'mb-2 text-base font-bold' }} />;

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

/** A panel's own action (full width for a thumb). */
export function PanelButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <Button className={cn('w-full', className)} {...props} />;
}
