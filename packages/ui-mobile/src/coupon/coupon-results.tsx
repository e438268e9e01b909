import { useId, type ReactNode } from 'react';
import { ModalFocusScope, useModal } from '@bf/headless/interactions';
import type { CouponPlaceModel, CouponPlacedModel, CouponSlipModel } from '@bf/headless/screens/coupon-slip';
import { CheckIcon } from '@bf/ui-core/icons';
import { cn } from '../utils/cn.ts';
import { AppLink } from '../components/link-context.tsx';
import { Button, buttonStyles } from '../components/button.tsx';

/** "Place bet": busy while the placement is on its way (announced, and a second press does nothing). */
export function PlaceBetButton({ label, busyLabel, isBusy, isDisabled, onPress, hint }: CouponPlaceModel) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        aria-busy={isBusy}
        aria-disabled={isDisabled || isBusy ? true : undefined}
        aria-describedby={hint ? id : undefined}
        onClick={() => {
          if (!isDisabled && !isBusy) onPress();
        }}
        className={cn(buttonStyles({ variant: 'primary', size: 'md' }), 'w-full', (isDisabled || isBusy) && 'cursor-not-allowed opacity-60')}
      >
        {isBusy && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />}
        {isBusy ? busyLabel : label}
      </button>
      {hint && (
        <p id={id} className="text-center text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** What stopped the placement, item by item, with the actions that move on (accept changes, try again). */
export function CouponProblems({ title, items, actions }: NonNullable<CouponSlipModel['problems']>) {
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-md border border-down/40 border-l-4 border-l-down bg-surface px-3 py-2">
      <p className="text-sm font-bold text-fg">{title}</p>
      <ul className="flex list-disc flex-col gap-1 pl-4 text-xs text-fg">
        {items.map((item) => (
          <li key={item.key}>{item.text}</li>
        ))}
      </ul>
      {actions.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button key={action.id} size="sm" variant={action.isPrimary ? 'primary' : 'secondary'} disabled={action.isDisabled} onClick={action.onPress}>
              {action.label}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}

export type CouponSuccessProps = CouponPlacedModel;

/** The placed coupon: number, stake, possible win, the print page and the code to share. */
export function CouponSuccess({ title, rows, code, printLink, continueLabel, onContinue }: CouponSuccessProps) {
  return (
    <div className="flex flex-col gap-3 px-3 py-4">
      <div className="flex items-center gap-2">
        <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-up/15 text-up">
          <CheckIcon className="size-5" />
        </span>
        <h3 className="text-base font-bold">{title}</h3>
      </div>
      <dl className="flex flex-col gap-1 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-2">
            <dt className="text-muted">{row.label}</dt>
            <dd className="font-semibold tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-1 rounded-md bg-surface-2 px-3 py-2">
        <span className="text-xs text-muted">{code.label}</span>
        <div className="flex items-center justify-between gap-2">
          <span className="font-mono text-base font-bold tracking-widest">{code.value}</span>
          <button type="button" onClick={code.onCopy} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
            {code.copyLabel}
          </button>
        </div>
        <span className="text-[11px] text-muted">{code.copiedText ?? code.shareText}</span>
      </div>
      <div className="flex gap-2">
        <AppLink href={printLink.href} target="_blank" rel="noopener" className={cn(buttonStyles({ variant: 'secondary', size: 'md' }), 'flex-1')}>
          {printLink.label}
        </AppLink>
        <button type="button" onClick={onContinue} className={cn(buttonStyles({ variant: 'primary', size: 'md' }), 'flex-1')}>
          {continueLabel}
        </button>
      </div>
    </div>
  );
}

/** The empty slip: what to do, and loading a shared coupon by its code. */
export function CouponEmpty({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 px-4 py-6">
      <div className="text-center">
        <h3 className="text-sm font-semibold">{title}</h3>
        <p className="mt-1 text-xs text-muted">{text}</p>
      </div>
      {children}
    </div>
  );
}

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

/** A question that must be answered (the one-click warning): focus moves in and stays, Escape cancels; a sheet from the bottom. */
export function ConfirmDialog({ isOpen, title, text, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  // Escape cancels; focus starts on "cancel" (data-autofocus), stays inside and goes back when it is answered.
  const modal = useModal({ isOpen, onClose: onCancel, role: 'alertdialog', hasDescription: true });
  if (!isOpen) return null;
  return (
    <ModalFocusScope>
      <div className="fixed inset-0 z-[60] flex items-end justify-center bg-black/50">
        <div {...modal.panelProps} className="w-full rounded-t-2xl border border-line bg-surface p-5 pb-[calc(1.25rem+env(safe-area-inset-bottom))] text-fg shadow-xl">
          <h2 {...modal.titleProps} className="text-base font-bold">
            {title}
          </h2>
          <p {...modal.descriptionProps} className="mt-2 text-sm text-muted">
            {text}
          </p>
          <div className="mt-5 grid grid-cols-2 gap-2">
            <button type="button" data-autofocus="" onClick={onCancel} className={buttonStyles({ variant: 'secondary', size: 'md' })}>
              {cancelLabel}
            </button>
            <button type="button" onClick={onConfirm} className={buttonStyles({ variant: 'primary', size: 'md' })}>
              {confirmLabel}
            </button>
          </div>
        </div>
      </div>
    </ModalFocusScope>
  );
}
