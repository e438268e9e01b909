import { useId } from 'react';
import { cn } from '../cn.ts';

/** A date field of the filter bar (`<input type="date">` text). */
export interface HistoryDateView {
  label: string;
  value: string;
  onChange(value: string): void;
}

/** A select of the filter bar. */
export interface HistorySelectView extends HistoryDateView {
  options: { value: string; label: string }[];
}

/** The bet history's filters as its model gives them. */
export interface HistoryFiltersView {
  label: string;
  dateFrom: HistoryDateView;
  dateTo: HistoryDateView;
  status: HistorySelectView;
  type: HistorySelectView;
  reset: { label: string; isDisabled: boolean; onPress(): void };
  error: string | null;
}

/**
 * The platform's classes: the filter form, a field's box, the reset button (the kit's button styles), the error line,
 * the list's status line and its retry button.
 */
export interface HistoryFiltersSkin {
  form: string;
  field: string;
  fieldColumn?: string;
  resetButton: string;
  error: string;
  status: string;
  retryButton: string;
}

function DateFilter({ date, skin }: { date: HistoryDateView; skin: HistoryFiltersSkin }) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1', skin.fieldColumn)}>
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {date.label}
      </label>
      <input id={id} type="date" value={date.value} onChange={(event) => date.onChange(event.target.value)} className={skin.field} />
    </div>
  );
}

function SelectFilter({ select, skin }: { select: HistorySelectView; skin: HistoryFiltersSkin }) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1', skin.fieldColumn)}>
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {select.label}
      </label>
      <select id={id} value={select.value} onChange={(event) => select.onChange(event.target.value)} className={skin.field}>
        {select.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The bet history's head: the filter form (dates, status, type, reset and the dates' error), the list's status (read
 * out) and its retry. The list under it is each platform's own (a table, or cards).
 */
export function HistoryFilters({ filters, status, retry, skin }: { filters: HistoryFiltersView; status: { isError: boolean; text: string }; retry: { label: string; onPress(): void } | null; skin: HistoryFiltersSkin }) {
  return (
    <>
      <form aria-label={filters.label} onSubmit={(event) => event.preventDefault()} className={skin.form}>
        <DateFilter date={filters.dateFrom} skin={skin} />
        <DateFilter date={filters.dateTo} skin={skin} />
        <SelectFilter select={filters.status} skin={skin} />
        <SelectFilter select={filters.type} skin={skin} />
        <button type="button" disabled={filters.reset.isDisabled} onClick={filters.reset.onPress} className={skin.resetButton}>
          {filters.reset.label}
        </button>
        {filters.error && (
          <p role="alert" className={cn('text-sm font-semibold text-down', skin.error)}>
            {filters.error}
          </p>
        )}
      </form>
      <p role="status" className={cn(skin.status, 'text-sm', status.isError ? 'font-semibold text-down' : 'text-muted')}>
        {status.text}
      </p>
      {retry && (
        <button type="button" onClick={retry.onPress} className={skin.retryButton}>
          {retry.label}
        </button>
      )}
    </>
  );
}
