import type { ComponentProps } from 'react';
import { BackHeading, OfficeForm as Form, pressProps, submitProps } from '@bf/ui-core/office/office-page';
import type { AccountActionsProps, AccountRowsProps, CareRowsProps, FormCellProps, IdeaFrameProps, OfficeFormProps, OfficeHeadingProps, OfficeIntroProps, PromoCodeFieldsProps, PromotionRowsProps, RequestActionsProps, SecurityFormProps, TransactionPanelsProps, VerificationStateProps } from '@bf/ui-core/office/types';
import { AuthTextField } from '../auth/auth-text-field.tsx';
import { FormMessage } from '../auth/form-message.tsx';
import { Button, ButtonLink } from '../components/button.tsx';
import { PageHeading } from '../layout/page-heading.tsx';
import { CareList } from './care.tsx';
import { OfficePanel } from './office-panel.tsx';
import { cn } from '../utils/cn.ts';

// The phone's own arrangement of the office pages the two apps share (docs/decisions.md, "Screens written once"):
// one thing a line, rows and cards to tap, full-width buttons for a thumb.

export { PanelText } from '@bf/ui-core/office/office-page';

/** Phone forms are one field a line; care and request forms take the panel's own flow. */
const FORM_LAYOUT = { stack: 'flex flex-col gap-1', care: undefined, pair: 'flex flex-col gap-1', request: undefined, inline: 'flex flex-col gap-1', idea: 'flex flex-col gap-3' } as const;

export const OfficeForm = ({ layout, ...props }: OfficeFormProps) => <Form {...props} className={FORM_LAYOUT[layout]} />;

/** The phone has one column: a form's cell is its content, a missing field leaves no gap. */
export const FormCell = ({ children }: FormCellProps) => <>{children}</>;
export const FormCellFiller = () => null;

/** A form's own button, full width for a thumb. */
export const FormButton = ({ className, ...props }: ComponentProps<typeof Button>) => <Button className={cn('w-full', className)} {...props} />;

/** A panel's link styled as a full-width button. */
export const PanelButtonLink = ({ className, ...props }: ComponentProps<typeof ButtonLink>) => <ButtonLink className={cn('w-full', className)} {...props} />;

/** A page's intro opens its first panel on the phone, not the page. */
export const OfficeIntro = ({ text, where }: OfficeIntroProps) => (where === 'panel' ? <p className="text-sm text-muted">{text}</p> : null);

/** Why the page shows nothing yet (loading, not found), inset like the heading. */
export const OfficeStatus = ({ text }: { text: string | null | undefined }) => (text ? <p className="px-1 text-sm text-muted">{text}</p> : null);

/** A thumb-sized link back a step above the page heading. */
export const OfficeHeading = ({ title, back }: OfficeHeadingProps) => <BackHeading heading={<PageHeading title={title} />} back={back} skin={{ link: 'flex min-h-11 items-center px-1 text-sm font-semibold text-accent-text', arrow: '‹', isLinkFirst: true }} />;

/** Care rows as tap-through cards; with `empty` given, its text in place of the list. */
export const CareRows = ({ rows, label, empty }: CareRowsProps) => (empty ? <p className="text-sm text-muted">{empty}</p> : <CareList rows={rows} label={label} />);

/** Each account a full-width row: name, label, balance, points and status, its actions at the end. */
export const AccountRows = ({ rows }: AccountRowsProps) => (
  <ul className="divide-y divide-line">
    {rows.map((row) => (
      <li key={row.id} className="flex min-h-14 items-center gap-3 py-2">
        <div className="flex-1">
          <p className="text-sm font-semibold">{row.title}</p>
          {row.label && <p className="text-xs text-muted">{row.label}</p>}
          <p className="text-base tabular-nums">{row.balance}</p>
          {row.points && <p className="text-xs text-muted">{row.points}</p>}
          {row.status && <p className="text-xs text-muted">{row.status}</p>}
        </div>
        {row.makeActive && <Button variant="secondary" {...pressProps(row.makeActive)} />}
        {row.remove && <Button variant="ghost" {...pressProps(row.remove)} />}
      </li>
    ))}
  </ul>
);

/** Deposit and withdraw side by side, then the balance mask, the currency select and add, full width, and the notice. */
export const AccountActions = ({ model: { balanceToggle, deposit, withdraw, addCurrency }, select, notice }: AccountActionsProps) => (
  <>
    <div className="grid grid-cols-2 gap-2">
      {deposit && <ButtonLink href={deposit.href}>{deposit.label}</ButtonLink>}
      {withdraw && <ButtonLink href={withdraw.href} variant="secondary">{withdraw.label}</ButtonLink>}
    </div>
    <Button variant="ghost" aria-pressed={balanceToggle.isHidden} className="w-full" {...pressProps(balanceToggle)} />
    {select}
    <Button className="w-full" {...pressProps(addCurrency.submit)} />
    {notice}
  </>
);

/** The promo code field (typed in capitals) over a full-width apply. */
export const PromoCodeFields = ({ field, submit }: PromoCodeFieldsProps<ComponentProps<typeof AuthTextField>>) => (
  <>
    <AuthTextField autoCapitalize="characters" {...field} />
    <Button type="submit" className="w-full" {...submitProps(submit)} />
  </>
);

/** One row per promotion: code, reward and end, and use (or its status) at the end. */
export const PromotionRows = ({ promotions }: PromotionRowsProps) => (
  <ul className="divide-y divide-line">
    {promotions.map((promo) => (
      <li key={promo.code} className="flex min-h-14 items-center gap-3 py-2">
        <div className="flex-1">
          <p className="font-mono font-semibold">{promo.code}</p>
          <p className="text-sm">{promo.reward}</p>
          <p className="text-xs text-muted">{promo.ends}</p>
        </div>
        {promo.use ? <Button variant="secondary" {...pressProps(promo.use)} /> : <span className="text-xs text-muted">{promo.status}</span>}
      </li>
    ))}
  </ul>
);

/** A security form on the phone: its hint above it, its fields, a full-width submit (and resend), its message. */
export const SecurityForm = ({ hint, submit, extra, message, children }: SecurityFormProps) => (
  <>
    {hint && <p className="text-xs text-muted">{hint}</p>}
    <OfficeForm layout="stack" isBusy={submit.isBusy} onSubmit={submit.onPress}>
      {children}
      <Button type="submit" className="w-full" {...submitProps(submit)} />
      {extra && <Button variant="ghost" className="w-full" {...pressProps({ ...extra, isBusy: undefined })} />}
      <FormMessage message={message?.text} tone={message?.tone === 'error' ? 'error' : 'info'} />
    </OfficeForm>
  </>
);

/** One payment of a request in one section: its facts, then its sub-topics. */
export const TransactionPanels = ({ title, facts, choices }: TransactionPanelsProps) => (
  <OfficePanel title={title}>
    {facts}
    {choices}
  </OfficePanel>
);

/** A request form's full-width send, its message, and the way back to the list. */
export const RequestActions = ({ submit, done, message }: RequestActionsProps) => (
  <>
    <Button type="submit" className="w-full" {...submitProps(submit)} />
    {message}
    {done && <ButtonLink href={done.href} variant="secondary" className="w-full">{done.label}</ButtonLink>}
  </>
);

const STATE_EDGE = { none: 'border-line', pending: 'border-accent', approved: 'border-up' } as const;

/** Where the player's verification stands: a banner with a coloured edge, read out when it changes. */
export const VerificationState = ({ state, children }: VerificationStateProps) => (
  <section data-state={state.tone} aria-live="polite" className={`border-l-4 bg-surface px-4 py-3 ${STATE_EDGE[state.tone]}`}>
    <h2 className="text-base font-bold">{state.label}</h2>
    <p className="text-sm">{state.text}</p>
    {children}
  </section>
);

/** The idea form on the page itself, under its intro. */
export const IdeaFrame = ({ intro, children }: IdeaFrameProps) => (
  <>
    <p className="mb-3 text-sm text-muted">{intro}</p>
    {children}
  </>
);
