import { SelectField } from '../controls/select-field.tsx';
import type { ButtonHTMLAttributes, ComponentType, FormEvent, HTMLAttributes, ReactNode, RefObject } from 'react';
import type { LimitApprovalModel } from '@bf/headless/screens/limit-overlays';
import type { ExclusionModel, LimitRowModel, ResponsibleAction } from '@bf/headless/screens/office-responsible';

/**
 * A kit's button as the limits draw it, already sized for where it sits (the desktop's small table button, the phone's
 * row-filling one): the kit hands in its `Button` or a wrapper that sets its size and width.
 */
export type LimitButton = ComponentType<ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'secondary' | 'ghost' }>;

/** One of the model's actions as a kit button. */
export function LimitAction({ action, variant = 'secondary', Button }: { action: ResponsibleAction; variant?: 'primary' | 'secondary' | 'ghost'; Button: LimitButton }) {
  return (
    <Button variant={variant} onClick={action.onPress} disabled={action.isDisabled} aria-busy={action.isBusy || undefined}>
      {action.label}
    </Button>
  );
}

/** A pending change's answers: confirm (once it may be confirmed) and cancel, in `cancelVariant`. */
export function PendingActions({ pending, cancelVariant, Button }: { pending: NonNullable<LimitRowModel['pending']>; cancelVariant: 'secondary' | 'ghost'; Button: LimitButton }) {
  return (
    <div className="flex gap-2">
      {pending.confirm && <LimitAction action={pending.confirm} variant="primary" Button={Button} />}
      <LimitAction action={pending.cancel} variant={cancelVariant} Button={Button} />
    </div>
  );
}

/** A limit row's form: Enter or Save saves unless Save is locked. `className` is the platform's layout of its fields. */
export function LimitForm({ row, className, children }: { row: LimitRowModel; className: string; children: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!row.save.isDisabled) row.save.onPress();
  };
  return (
    <form onSubmit={submit} className={className}>
      {children}
    </form>
  );
}

/** The id of a limit row's error line, which its amount field points at. */
export const limitErrorId = (row: LimitRowModel) => `${row.id}-error`;

/**
 * A row's amount box (free text) or its choice of values, whichever the row takes. Labelled by `id` and the kit's
 * own `<label>`, or by `aria-label` when `id` is left out. `className` is the platform's box.
 */
export function LimitValueField({ row, id, className }: { row: LimitRowModel; id?: string; className: { input: string; select: string } }) {
  const { field, choice } = row;
  return (
    <>
      {field && (
        <input
          id={id}
          aria-label={id ? undefined : field.label}
          inputMode="decimal"
          autoComplete="off"
          value={field.value}
          onChange={(event) => field.onText(event.target.value)}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? limitErrorId(row) : undefined}
          className={className.input}
        />
      )}
      {choice && (
        <select id={id} aria-label={id ? undefined : choice.label} value={choice.selected} onChange={(event) => choice.onSelect(event.target.value)} className={className.select}>
          <option value="">{choice.placeholder}</option>
          {choice.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </>
  );
}

/** A row's amount error, announced when it appears; the amount field points at it. */
export function LimitFieldError({ row, className }: { row: LimitRowModel; className: string }) {
  return (
    row.field?.error && (
      <p id={limitErrorId(row)} role="alert" className={className}>
        {row.field.error}
      </p>
    )
  );
}

/** Save and, while a limit is set, remove. */
export function LimitSaveActions({ row, Button }: { row: LimitRowModel; Button: LimitButton }) {
  return (
    <>
      <Button type="submit" disabled={row.save.isDisabled} aria-busy={row.save.isBusy || undefined}>
        {row.save.label}
      </Button>
      {row.remove && <LimitAction action={row.remove} variant="ghost" Button={Button} />}
    </>
  );
}


/**
 * A confirmation's two answers: `isConfirmFirst` puts confirm first (the phone's stacked sheet), else cancel leads;
 * `isFocused` starts focus on confirm when the dialog opens.
 */
export function ConfirmActions({ confirm, cancel, isConfirmFirst, isFocused, className, Button }: { confirm: ResponsibleAction; cancel: ResponsibleAction; isConfirmFirst: boolean; isFocused: boolean; className: string; Button: LimitButton }) {
  const yes = (
    <Button data-autofocus={isFocused || undefined} onClick={confirm.onPress} disabled={confirm.isDisabled} aria-busy={confirm.isBusy || undefined}>
      {confirm.label}
    </Button>
  );
  const no = (
    <Button variant="ghost" onClick={cancel.onPress} disabled={cancel.isDisabled}>
      {cancel.label}
    </Button>
  );
  return (
    <div className={className}>
      {isConfirmFirst ? yes : no}
      {isConfirmFirst ? no : yes}
    </div>
  );
}

/** What a kit's modal hook gives the approval's markup (spread on its elements). */
export interface ApprovalModalProps {
  backdropProps: HTMLAttributes<HTMLDivElement>;
  panelProps: HTMLAttributes<HTMLDivElement> & { ref: RefObject<HTMLDivElement | null> };
  titleProps: { id: string };
  descriptionProps: { id: string };
}

/**
 * The deposit-limit approval's markup (LIMIT-026, LIMIT-027): title, text, the last answer's failure and the two
 * answers. `skin` is the platform's frame (a centred dialog or a bottom sheet) and heading.
 */
export function ApprovalPanel({ approval, modal, skin, isConfirmFirst, Button }: { approval: LimitApprovalModel; modal: ApprovalModalProps; skin: { backdrop: string; panel: string; title: string; actions: string }; isConfirmFirst: boolean; Button: LimitButton }) {
  return (
    <div {...modal.backdropProps} className={skin.backdrop}>
      <div {...modal.panelProps} className={skin.panel}>
        <h2 {...modal.titleProps} className={skin.title}>
          {approval.title}
        </h2>
        <p {...modal.descriptionProps} className="mt-2 text-sm text-muted">
          {approval.text}
        </p>
        {approval.error && (
          <p role="alert" className="mt-3 text-sm font-semibold text-down">
            {approval.error}
          </p>
        )}
        <ConfirmActions confirm={approval.confirm} cancel={approval.cancel} isConfirmFirst={isConfirmFirst} isFocused className={skin.actions} Button={Button} />
      </div>
    </div>
  );
}

/** One of the self-exclusion's choices (type, days, reason) as the shared select field. */
export function ExclusionSelect({ choice }: { choice: ExclusionModel['kind'] }) {
  return (
    <SelectField
      label={choice.label}
      value={String(choice.selected)}
      options={choice.options.map((option) => ({ value: String(option.value), label: option.label }))}
      onChange={(event) => choice.onSelect(Number(event.target.value))}
    />
  );
}

/** A kit's modal dialog (a centred dialog or a bottom sheet), as the self-exclusion's confirmation opens it. */
export type LimitDialog = ComponentType<{ isOpen: boolean; title: string; description?: ReactNode; onClose?: () => void; closeLabel: string; children: ReactNode }>;

/**
 * Self-exclusion and time-out (LIMIT-004, LIMIT-021): heading, hint, the last one that ended, the platform's
 * `children` (its choices and, where it sits among them, the submit), the warning and the failure, `footer` (the
 * phone's submit), then the confirmation in the kit's `Dialog` before anything is sent. `skin` holds the platform's
 * spacing per part.
 */
export function ExclusionSection(props: {
  exclusion: ExclusionModel;
  skin: { section: string; hint: string; last: string; warning: string; error: string; actions: string };
  children: ReactNode;
  footer?: ReactNode;
  isConfirmFirst: boolean;
  Dialog: LimitDialog;
  Button: LimitButton;
}) {
  const { exclusion, skin, Dialog } = props;
  const { confirmation } = exclusion;
  return (
    <section aria-labelledby="limits-exclusion" className={skin.section}>
      <h2 id="limits-exclusion" className="text-base font-bold text-fg">
        {exclusion.title}
      </h2>
      <p className={skin.hint}>{exclusion.hint}</p>
      {exclusion.last && <p className={skin.last}>{exclusion.last}</p>}
      {props.children}
      {exclusion.warning && <p className={skin.warning}>{exclusion.warning}</p>}
      {exclusion.error && (
        <p role="alert" className={skin.error}>
          {exclusion.error}
        </p>
      )}
      {props.footer}
      <Dialog isOpen={confirmation !== null} title={confirmation?.title ?? ''} description={confirmation?.text} onClose={confirmation?.cancel.onPress} closeLabel={confirmation?.cancel.label ?? ''}>
        {confirmation && <ConfirmActions confirm={confirmation.confirm} cancel={confirmation.cancel} isConfirmFirst={props.isConfirmFirst} isFocused={false} className={skin.actions} Button={props.Button} />}
      </Dialog>
    </section>
  );
}
