import type { CareRow, CareSelect, CareTextArea } from '@bf/headless/screens/office-support';
import type { VerificationFileField } from '@bf/headless/screens/office-verification';
import { CareFileField as FileField, CareSelectField as SelectField, CareTextAreaField as TextAreaField } from '@bf/ui-core/office/care-fields';
import { AppLink } from '../components/link-context.tsx';
import { cn } from '../utils/cn.ts';

const fieldBox = 'rounded-md border border-line bg-surface px-3 text-sm text-fg focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none aria-[invalid]:border-down';

/** A compact labelled select over a care model's choice. */
export const CareSelectField = ({ field }: { field: CareSelect }) => <SelectField field={field} className={cn(fieldBox, 'h-9')} />;

/** A message box with its character count on the label line. */
export const CareTextAreaField = ({ field }: { field: CareTextArea }) => <TextAreaField field={field} rows={5} className={cn(fieldBox, 'resize-y py-2')} isCountBelow={false} />;

/** A file picker: the browser's input, with the picked file's name and size and the allowed kinds under it. */
export const CareFileField = ({ field }: { field: VerificationFileField }) => <FileField field={field} skin={{ input: 'text-sm file:mr-3 file:h-9 file:rounded-md file:border file:border-line file:bg-surface-3 file:px-3 file:text-sm file:font-semibold' }} />;

/** Rows of a care list as a dense table: title (a link when it leads somewhere), detail, date and status. */
export function CareTable({ rows, caption }: { rows: CareRow[]; caption: string }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <tbody className="divide-y divide-line">
        {rows.map((row) => (
          <tr key={row.id} className="align-top">
            <th scope="row" className="py-2 pr-3 text-left font-semibold whitespace-nowrap">
              {row.href ? (
                <AppLink href={row.href} className="text-accent-text underline-offset-2 hover:underline">
                  {row.title}
                </AppLink>
              ) : (
                row.title
              )}
            </th>
            <td className="py-2 pr-3 break-words text-fg">{row.detail}</td>
            <td className="py-2 pr-3 text-right whitespace-nowrap text-muted tabular-nums">{row.meta}</td>
            <td className="py-2 text-right whitespace-nowrap">{row.status}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
