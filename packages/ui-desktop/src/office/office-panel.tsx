import { OfficePanel as Panel, PanelSuccessNote } from '@bf/ui-core/office/office-panel';
import { Button } from '../components/button.tsx';
import { Checkbox } from '../components/checkbox.tsx';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from '../utils/cn.ts';

export { PanelSuccessNote };

/** A titled section of an office page: a card in the page's grid; `wide` spans both columns; `anchor` is an id a link can point at (office/account's `#wallets`). */
export const OfficePanel = ({ isWide = false, ...props }: { title: string; children: ReactNode; isWide?: boolean; anchor?: string }) => (
  <Panel {...props} skin={{ section: cn('rounded-lg border border-line bg-surface p-4', isWide && 'd1280:col-span-2'), heading: 'mb-3 text-base font-bold' }} />
);

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

/** An on/off setting (a mailing, a notification): a checkbox with its label on the desktop. */
export function SettingToggle({ name, label, isOn, isDisabled, onChange }: { name?: string; label: string; isOn: boolean; isDisabled?: boolean; onChange(isOn: boolean): void }) {
  return <Checkbox name={name} label={label} checked={isOn} disabled={isDisabled} onChange={(event) => onChange(event.target.checked)} />;
}

/** A panel's own action (small, at the panel's start). */
export function PanelButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <Button size="sm" className={cn('self-start', className)} {...props} />;
}
