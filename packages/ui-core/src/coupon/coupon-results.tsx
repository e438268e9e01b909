import { useId, type ReactNode } from 'react';
import { cn } from '../cn.ts';
import { CheckIcon } from '../icons.tsx';
import type { KitButtonStyles } from '../kit-button.ts';
import { AppLink } from '../link.tsx';

// The bet slip's outcomes that both platforms draw alike; each kit hands in its own button classes.

export interface PlaceBetButtonProps {
  label: string;
  busyLabel: string;
  isBusy: boolean;
  isDisabled: boolean;
  hint: string | null;
  onPress(): void;
  /** The kit's classes for the button (its primary button at the slip's size). */
  buttonClassName: string;
}

/** "Place bet": busy while the placement is on its way (announced, and a second press does nothing). */
export function PlaceBetButton({ label, busyLabel, isBusy, isDisabled, onPress, hint, buttonClassName }: PlaceBetButtonProps) {
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
        className={cn(buttonClassName, 'w-full', (isDisabled || isBusy) && 'cursor-not-allowed opacity-60')}
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

export interface CouponProblemsProps {
  title: string;
  items: readonly { key: string; text: string }[];
  actions: readonly { id: string; label: string; isPrimary: boolean; isDisabled?: boolean; onPress(): void }[];
  buttonStyles: KitButtonStyles;
}

/** What stopped the placement, item by item, with the actions that move on (accept changes, try again). */
export function CouponProblems({ title, items, actions, buttonStyles }: CouponProblemsProps) {
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
            <button key={action.id} type="button" className={buttonStyles({ variant: action.isPrimary ? 'primary' : 'secondary', size: 'sm' })} disabled={action.isDisabled} onClick={action.onPress}>
              {action.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

export interface CouponSuccessProps {
  title: string;
  rows: readonly { label: string; value: string }[];
  code: { label: string; value: string; copyLabel: string; onCopy(): void; copiedText: string | null; shareText: string };
  printLink: { label: string; href: string };
  continueLabel: string;
  onContinue(): void;
}

/** The placed coupon: number, stake, possible win, the print page and the code to share. */
export function CouponSuccess({ title, rows, code, printLink, continueLabel, onContinue, buttonStyles }: CouponSuccessProps & { buttonStyles: KitButtonStyles }) {
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

/** The empty slip's words, with what the slip offers below them (code loader, one-click). */
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

/** The one-click warning's words and answers; each kit draws the question its own way (a dialog, a sheet). */
export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
}
