import type { ComponentProps } from 'react';
import { BackHeading, OfficeForm as Form, pressProps, submitProps } from '@bf/ui-core/office/office-page';
import type { AccountActionsProps, AccountRowsProps, CareRowsProps, FormCellProps, IdeaFrameProps, OfficeFormProps, OfficeHeadingProps, OfficeIntroProps, PromoCodeFieldsProps, PromotionRowsProps, RequestActionsProps, SecurityFormProps, TransactionPanelsProps, VerificationStateProps } from '@bf/ui-core/office/types';
import { AuthTextField } from '../auth/auth-text-field.tsx';
import { FormMessage } from '../auth/form-message.tsx';
import { Button, ButtonLink } from '../components/button.tsx';
import { PageHeading } from '../layout/page-heading.tsx';
import { CareTable } from './care.tsx';
import { OfficePanel } from './office-panel.tsx';
import { cn } from '../utils/cn.ts';

// The desktop's own arrangement of the office pages the two apps share (docs/decisions.md, "Screens written once"):
// two columns, dense tables, small buttons at the start of their panel or beside what they act on.

export { PanelText } from '@bf/ui-core/office/office-page';

const FORM_LAYOUT = { stack: 'flex flex-col gap-1', care: 'flex flex-col gap-1', pair: 'grid grid-cols-2 gap-x-3', request: 'grid grid-cols-2 gap-x-3', inline: 'flex items-start gap-2', idea: 'grid grid-cols-[16rem_1fr] gap-4' } as const;

/** An office form in its desktop layout: a stack, a row, or two columns. */
export const OfficeForm = ({ layout, ...props }: OfficeFormProps) => <Form {...props} className={FORM_LAYOUT[layout]} />;

const CELL = { full: 'col-span-2', actions: 'col-span-2 flex flex-col gap-1', end: 'col-start-2 flex flex-col gap-1' } as const;

/** A cell of a two-column form. */
export const FormCell = ({ place, children }: FormCellProps) => <div className={CELL[place]}>{children}</div>;

/** Keeps a two-column form's cell when a field is not there. */
export const FormCellFiller = () => <span />;

/** A form's own button, at the form's start. */
export const FormButton = ({ className, ...props }: ComponentProps<typeof Button>) => <Button className={cn('self-start', className)} {...props} />;

/** A panel's link styled as a small button, at the panel's start. */
export const PanelButtonLink = ({ className, ...props }: ComponentProps<typeof ButtonLink>) => <ButtonLink size="sm" className={cn('self-start', className)} {...props} />;

/** A page's intro sits under the heading on the desktop, not in a panel. */
export const OfficeIntro = ({ text, where }: OfficeIntroProps) => (where === 'page' ? <p className="mb-3 text-sm text-muted">{text}</p> : null);

/** Why the page shows nothing yet (loading, not found). */
export const OfficeStatus = ({ text }: { text: string | null | undefined }) => (text ? <p className="text-sm text-muted">{text}</p> : null);

/** The page heading, and under it a link back a step. */
export const OfficeHeading = ({ title, back }: OfficeHeadingProps) => <BackHeading heading={<PageHeading title={title} />} back={back} skin={{ link: 'mb-3 inline-block text-sm text-accent-text hover:underline', arrow: '←', isLinkFirst: false }} />;

/** Care rows as a dense table; with `empty` given, its text in place of an empty table. */
export function CareRows({ rows, label, empty }: CareRowsProps) {
  if (empty === undefined) return <CareTable rows={rows} caption={label} />;
  return (
    <>
      {empty && <p className="text-sm text-muted">{empty}</p>}
      {rows.length > 0 && <CareTable rows={rows} caption={label} />}
    </>
  );
}

/** The accounts as a dense table (none while they load): name and status, balance and points, and the row's actions. */
export function AccountRows({ rows, isLoading }: AccountRowsProps) {
  if (isLoading) return null;
  return (
    <table className="w-full text-sm">
      <tbody className="divide-y divide-line">
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" className="py-2 text-left font-semibold">
              {row.title}
              {row.status && <span className="ml-2 text-xs text-muted">{row.status}</span>}
              {row.label && <span className="block text-xs font-normal text-muted">{row.label}</span>}
            </th>
            <td className="py-2 text-right tabular-nums">
              {row.balance}
              {row.points && <span className="block text-xs text-muted">{row.points}</span>}
            </td>
            <td className="py-2 pl-3 text-right whitespace-nowrap">
              {row.makeActive && <Button size="sm" variant="secondary" {...pressProps(row.makeActive)} />}
              {row.remove && <Button size="sm" variant="ghost" {...pressProps(row.remove)} />}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Under the accounts: the balance mask, deposit and withdraw in one row; the currency select beside its add button. */
export const AccountActions = ({ model: { balanceToggle, deposit, withdraw, addCurrency }, select, notice }: AccountActionsProps) => (
  <>
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="ghost" aria-pressed={balanceToggle.isHidden} {...pressProps(balanceToggle)} />
      {deposit && <ButtonLink href={deposit.href} size="sm">{deposit.label}</ButtonLink>}
      {withdraw && <ButtonLink href={withdraw.href} size="sm" variant="secondary">{withdraw.label}</ButtonLink>}
    </div>
    <div className="flex items-end gap-2">
      <div className="flex-1">{select}</div>
      <Button className="mb-5" {...pressProps(addCurrency.submit)} />
    </div>
    {notice}
  </>
);

/** The promo code field with its apply button beside it. */
export const PromoCodeFields = ({ field, submit }: PromoCodeFieldsProps<ComponentProps<typeof AuthTextField>>) => (
  <>
    <AuthTextField className="flex-1" {...field} />
    <Button type="submit" className="mt-6" {...submitProps(submit)} />
  </>
);

/** The promotions as a table: code, reward and end, and use (or its status). */
export const PromotionRows = ({ promotions }: PromotionRowsProps) => (
  <table className="w-full text-sm">
    <tbody className="divide-y divide-line">
      {promotions.map((promo) => (
        <tr key={promo.code}>
          <th scope="row" className="py-2 text-left font-mono font-semibold">
            {promo.code}
          </th>
          <td className="py-2">
            <p>{promo.reward}</p>
            <p className="text-xs text-muted">{promo.ends}</p>
          </td>
          <td className="py-2 text-right">{promo.use ? <Button size="sm" variant="secondary" {...pressProps(promo.use)} /> : <span className="text-xs text-muted">{promo.status}</span>}</td>
        </tr>
      ))}
    </tbody>
  </table>
);

/**
 * A security form (`kind`): its fields, the hint under them, the submit at the start (beside a resend for the phone),
 * and its message. The two-step submit turns secondary while two-step sign-in is on.
 */
export function SecurityForm({ kind, hint, submit, extra, message, isOn, children }: SecurityFormProps) {
  const button = <Button type="submit" variant={kind === 'two-step' && isOn ? 'secondary' : 'primary'} className="self-start" {...submitProps(submit)} />;
  return (
    <OfficeForm layout="stack" isBusy={kind === 'password' ? submit.isBusy : undefined} onSubmit={submit.onPress}>
      {children}
      {hint && <p className="mb-2 text-xs text-muted">{hint}</p>}
      {kind === 'phone' ? (
        <div className="flex gap-2">
          {button}
          {extra && <Button variant="ghost" {...pressProps({ ...extra, isBusy: undefined })} />}
        </div>
      ) : (
        button
      )}
      <FormMessage message={message?.text} tone={message?.tone === 'error' ? 'error' : kind === 'password' ? 'success' : 'info'} />
    </OfficeForm>
  );
}

/** One payment of a request: its facts in a panel named by the payment, its sub-topics in the next. */
export const TransactionPanels = ({ factsTitle, title, facts, choices }: TransactionPanelsProps) => (
  <>
    <OfficePanel title={factsTitle}>{facts}</OfficePanel>
    <OfficePanel title={title}>{choices}</OfficePanel>
  </>
);

/** A request form's send and the way back to the list in one row, its message under them. */
export const RequestActions = ({ submit, done, message }: RequestActionsProps) => (
  <>
    <div className="col-span-2 flex items-center gap-3">
      <Button type="submit" size="sm" {...submitProps(submit)} />
      {done && <ButtonLink href={done.href} size="sm" variant="secondary">{done.label}</ButtonLink>}
    </div>
    <div className="col-span-2">{message}</div>
  </>
);

const STATE_TONE = { none: 'bg-surface-3 text-fg', pending: 'bg-accent-soft text-accent-text', approved: 'bg-up/10 text-up' } as const;

/** Where the player's verification stands: a panel with a tinted line. */
export const VerificationState = ({ state, children }: VerificationStateProps) => (
  <OfficePanel title={state.label}>
    <p data-state={state.tone} className={`rounded-md px-3 py-2 text-sm font-semibold ${STATE_TONE[state.tone]}`}>
      {state.text}
    </p>
    {children}
  </OfficePanel>
);

/** The idea form in a wide panel titled by the intro. */
export const IdeaFrame = ({ intro, children }: IdeaFrameProps) => (
  <OfficePanel title={intro} isWide>
    {children}
  </OfficePanel>
);
