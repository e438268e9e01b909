import { useId } from 'react';
import type { VerificationFileField } from '@bf/headless/screens/office-verification';
import type { CareSelect, CareTextArea } from '@bf/headless/screens/office-support';

/** A select of a care form as its model gives it. */
export type CareSelectView = CareSelect;

/** The error line under a care field; it keeps its height while empty, so an error does not move the form. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return (
    <p id={id} role={error ? 'alert' : undefined} className="min-h-4 text-xs font-semibold text-down">
      {error ?? '\u00a0'}
    </p>
  );
}

/** A labelled native select over a care model's choice; `className` is the platform's box (size, text, states). */
export function CareSelectField({ field, className }: { field: CareSelectView; className: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {field.label}
      </label>
      <select id={id} name={field.id} value={field.value} aria-invalid={field.error ? true : undefined} aria-describedby={`${id}-error`} onChange={(event) => field.onChange(event.target.value)} className={className}>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={field.error} />
    </div>
  );
}

/** A message box of a care form as its model gives it. */
export type CareTextAreaView = CareTextArea;

/**
 * A message box with its character count: on the label line (`isCountBelow` false) or under the box beside the
 * error (true), read in the order it shows. `rows` and `className` are the platform's height and box.
 */
export function CareTextAreaField({ field, rows, className, isCountBelow }: { field: CareTextAreaView; rows: number; className: string; isCountBelow: boolean }) {
  const id = useId();
  const label = (
    <label htmlFor={id} className="text-sm font-semibold">
      {field.label}
    </label>
  );
  const count = (
    <span id={`${id}-count`} className={isCountBelow ? 'shrink-0 text-xs text-muted tabular-nums' : 'text-xs text-muted tabular-nums'}>
      {field.counter}
    </span>
  );
  const error = <FieldError id={`${id}-error`} error={field.error} />;
  return (
    <div className="flex flex-col gap-1">
      {isCountBelow ? (
        label
      ) : (
        <div className="flex items-baseline justify-between">
          {label}
          {count}
        </div>
      )}
      <textarea
        id={id}
        name={field.id}
        rows={rows}
        maxLength={field.maxLength}
        value={field.value}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={isCountBelow ? `${id}-error ${id}-count` : `${id}-count ${id}-error`}
        onChange={(event) => field.onText(event.target.value)}
        className={className}
      />
      {isCountBelow ? (
        <div className="flex justify-between gap-2">
          {error}
          {count}
        </div>
      ) : (
        error
      )}
    </div>
  );
}

/**
 * A file picker over a verification model's file field. `skin.input` is the browser's input (styled, or hidden);
 * with `skin.picker` the whole line is one big tap target (a label holding the hidden input, named by the field and
 * showing the picked file), else the label sits above the input and the picked file or the allowed kinds under it.
 */
export function CareFileField({ field, skin }: { field: VerificationFileField; skin: { input: string; picker?: string } }) {
  const id = useId();
  const input = (
    <input
      id={id}
      name={field.id}
      type="file"
      accept={field.accept}
      aria-label={skin.picker ? field.label : undefined}
      aria-invalid={field.error ? true : undefined}
      aria-describedby={skin.picker ? `${id}-error` : `${id}-hint ${id}-error`}
      onChange={(event) => {
        const file = event.target.files?.[0];
        field.onFile(file ? { name: file.name, type: file.type, size: file.size } : null);
      }}
      className={skin.input}
    />
  );
  return (
    <div className="flex flex-col gap-1">
      {skin.picker ? (
        <>
          <span aria-hidden="true" className="text-sm font-semibold">
            {field.label}
          </span>
          <label htmlFor={id} className={skin.picker}>
            {field.fileName ?? field.hint}
            {input}
          </label>
        </>
      ) : (
        <>
          <label htmlFor={id} className="text-sm font-semibold">
            {field.label}
          </label>
          {input}
          <p id={`${id}-hint`} className="text-xs text-muted">
            {field.fileName ?? field.hint}
          </p>
        </>
      )}
      <FieldError id={`${id}-error`} error={field.error} />
    </div>
  );
}
