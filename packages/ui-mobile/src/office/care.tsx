import type { CareRow, CareSelect, CareTextArea } from '@bf/headless/screens/office-support';
import type { VerificationFileField } from '@bf/headless/screens/office-verification';
import { CareFileField as FileField, CareSelectField as SelectField, CareTextAreaField as TextAreaField } from '@bf/ui-core/office/care-fields';
import { AppLink } from '../components/link-context.tsx';
import { cn } from '../utils/cn.ts';

/** Phone fields: full width, 48 px tall, 16 px text so the browser does not zoom. */
const control = 'w-full rounded-md border border-line bg-surface px-3 text-base focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none aria-[invalid]:border-down';

/** A full-width native select (the phone's own picker). */
export const CareSelectField = ({ field }: { field: CareSelect }) => <SelectField field={field} className={cn(control, 'h-12')} />;

/** A tall message box with its count under it. */
export const CareTextAreaField = ({ field }: { field: CareTextArea }) => <TextAreaField field={field} rows={6} className={cn(control, 'py-3')} isCountBelow />;

/** A big tap target that opens the phone's file or camera picker; the picked file is named in it. */
export const CareFileField = ({ field }: { field: VerificationFileField }) => (
  <FileField field={field} skin={{ input: 'sr-only', picker: 'flex min-h-12 items-center justify-center rounded-md border-2 border-dashed border-line px-3 text-center text-sm font-semibold focus-within:border-accent' }} />
);

/** Care rows as full-width cards; a row that leads somewhere is one 44 px+ tap target. */
export function CareList({ rows, label }: { rows: CareRow[]; label: string }) {
  return (
    <ul aria-label={label} className="-mx-4 divide-y divide-line">
      {rows.map((row) => {
        const body = (
          <>
            <span className="flex items-baseline justify-between gap-2">
              <span className="font-semibold">{row.title}</span>
              {row.status && <span className="shrink-0 text-xs text-muted">{row.status}</span>}
            </span>
            {row.detail && <span className="line-clamp-2 text-sm">{row.detail}</span>}
            {row.meta && <span className="text-xs text-muted tabular-nums">{row.meta}</span>}
          </>
        );
        return (
          <li key={row.id}>
            {row.href ? (
              <AppLink href={row.href} className="flex min-h-14 flex-col justify-center gap-0.5 px-4 py-2 active:bg-surface-3">
                {body}
              </AppLink>
            ) : (
              <div className="flex min-h-14 flex-col justify-center gap-0.5 px-4 py-2">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
