import { useId, type ReactNode } from 'react';
import { cn } from '../cn.ts';
import { ChoiceSelect } from '../controls/choice-select.tsx';
import { SportIcon } from '../icons.tsx';
import { AppLink } from '../link.tsx';

// The sports pages' filter controls: one markup and one accessibility wiring, each kit handing in its sizes and
// its layout (a wrapping row on desktop, a sideways-scrolling one on the phone).

export interface ToolbarLink {
  key: string;
  label: string;
  href: string;
  isActive: boolean;
}

export interface SportsToolbarProps {
  title: string;
  /** Line / Live switch as links. */
  sections?: { label: string; items: (ToolbarLink & { isLive?: boolean })[] };
  /** Rows under the title: sport chips, time filters. */
  children?: ReactNode;
  /** The page's settings: odds format, group by country (desktop: right of the title; a phone: under the filters). */
  controls?: ReactNode;
  /** The market a phone's cards show (its switch, last); a desktop table shows every market as columns, so leaves it out. */
  cardMarket?: ReactNode;
}

/** The line/live switch: links, the current one marked for assistive tech. */
export function SectionSwitch({ sections, classes }: { sections: NonNullable<SportsToolbarProps['sections']>; classes: { list: string; item?: string; link: string; idle: string } }) {
  return (
    <nav aria-label={sections.label}>
      <ul className={cn('flex bg-surface-3', classes.list)}>
        {sections.items.map((item) => (
          <li key={item.key} className={classes.item}>
            <AppLink href={item.href} aria-current={item.isActive ? 'page' : undefined} className={cn('flex items-center gap-1.5 text-sm font-semibold', classes.link, item.isActive ? 'bg-surface text-fg shadow-sm' : classes.idle)}>
              {item.isLive && <span aria-hidden="true" className="size-1.5 rounded-full bg-live" />}
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface SportChip extends ToolbarLink {
  icon?: string;
  count?: number;
}

/** Sports as a row of links with icons and event counts. */
export function SportChips({ label, items, classes }: { label: string; items: SportChip[]; classes: { nav?: string; list: string; chip: string; idle: string } }) {
  return (
    <nav aria-label={label} className={classes.nav}>
      <ul className={classes.list}>
        {items.map((item) => (
          <li key={item.key} className="shrink-0">
            <AppLink
              href={item.href}
              aria-current={item.isActive ? 'page' : undefined}
              className={cn('flex items-center gap-1.5 rounded-full border font-semibold whitespace-nowrap', classes.chip, item.isActive ? 'border-accent bg-accent text-accent-fg' : cn('border-line bg-surface-2 text-fg', classes.idle))}
            >
              {item.icon && <SportIcon sport={item.icon} className="size-4" />}
              {item.label}
              {item.count !== undefined && <span className={cn('text-xs font-medium tabular-nums', item.isActive ? 'text-accent-fg' : 'text-muted')}>{item.count}</span>}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface ChoiceChipsProps<T extends string | number> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
}

/** Exclusive filter chips (time filters): a radio group to assistive tech. */
export function ChoiceChips<T extends string | number>({ label, value, options, onChange, classes }: ChoiceChipsProps<T> & { classes: { group: string; chip: string; idle: string } }) {
  return (
    <div role="radiogroup" aria-label={label} className={cn('flex gap-1.5', classes.group)}>
      {options.map((option) => (
        <button
          key={String(option.value)}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn('font-semibold', classes.chip, option.value === value ? 'bg-accent text-accent-fg' : classes.idle)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

export type SelectControlProps<T extends string | number> = ChoiceChipsProps<T>;

/** A labelled native select (odds format): the platform's own picker. */
export function SelectControl<T extends string | number>({ label, value, options, onChange, classes }: SelectControlProps<T> & { classes: { label: string; select: string } }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <ChoiceSelect id={id} value={value} options={options} onChange={onChange} className={cn('border border-line bg-surface-2 px-2 text-sm font-medium text-fg', classes.select)} />
    </div>
  );
}

export interface SwitchControlProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** A labelled switch (group by country); the kit hands in the track's and the knob's sizes and travel. */
export function SwitchControl({ label, checked, onChange, classes }: SwitchControlProps & { classes: { button?: string; track: string; knob: string; knobOn: string; knobOff: string } }) {
  return (
    <button type="button" role="switch" aria-checked={checked} onClick={() => onChange(!checked)} className={cn('flex items-center gap-2 text-xs font-semibold text-muted', classes.button)}>
      <span className={cn('relative inline-flex shrink-0 rounded-full transition-colors', classes.track, checked ? 'bg-accent' : 'bg-line')}>
        <span className={cn('absolute size-4 rounded-full bg-white shadow transition-transform', classes.knob, checked ? classes.knobOn : classes.knobOff)} />
      </span>
      {label}
    </button>
  );
}
