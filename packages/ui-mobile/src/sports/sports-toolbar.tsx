import type { ReactNode } from 'react';
import { ChoiceChips as Chips, SectionSwitch, SelectControl as Select, SportChips as Sports, SwitchControl as Switch, type ChoiceChipsProps, type SportChip, type SportsToolbarProps, type SwitchControlProps } from '@bf/ui-core/sports/sports-toolbar';

export type { ToolbarLink, SportChip, ChoiceChipsProps, SportsToolbarProps } from '@bf/ui-core/sports/sports-toolbar';

/** The head of a sports page on a phone: title, the line/live switch across the width, then filter rows. */
export function SportsToolbar({ title, sections, children, controls, cardMarket }: SportsToolbarProps) {
  return (
    <div className="-mx-3 -mt-3 mb-3 space-y-2.5 border-b border-line bg-surface px-3 pt-3 pb-2.5">
      <h1 className="text-lg leading-tight font-extrabold text-fg">{title}</h1>
      {sections && <SectionSwitch sections={sections} classes={{ list: 'rounded-xl p-1', item: 'flex-1', link: 'h-9 justify-center rounded-lg', idle: 'text-muted' }} />}
      {children}
      {controls}
      {cardMarket}
    </div>
  );
}

/** Sports as a horizontally scrolling row of chips with icons and counts. */
export function SportChips({ label, items }: { label: string; items: SportChip[] }) {
  return <Sports label={label} items={items} classes={{ nav: '-mx-3', list: 'flex gap-2 overflow-x-auto px-3 [scrollbar-width:none]', chip: 'h-10 px-3.5 text-sm', idle: '' }} />;
}

/** Exclusive filter chips in a scrolling row. */
export function ChoiceChips<T extends string | number>(props: ChoiceChipsProps<T>) {
  return <Chips {...props} classes={{ group: '-mx-3 overflow-x-auto px-3 [scrollbar-width:none]', chip: 'h-8 shrink-0 rounded-lg px-3 text-[13px] whitespace-nowrap', idle: 'bg-surface-2 text-muted' }} />;
}

/** The odds format as the phone's own picker, its label read out but not shown. */
export function SelectControl<T extends string | number>(props: ChoiceChipsProps<T>) {
  return <Select {...props} classes={{ label: 'sr-only', select: 'h-9 rounded-lg' }} />;
}

/** A thumb-sized labelled switch (group by country). */
export function SwitchControl(props: SwitchControlProps) {
  return <Switch {...props} classes={{ button: 'h-9', track: 'h-6 w-10', knob: 'top-1', knobOn: 'translate-x-5', knobOff: 'translate-x-1' }} />;
}

/** The settings row under the filters: the odds format, then the switch. */
export function ControlsRow({ select, toggle }: { select: ReactNode; toggle?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {select}
      {toggle}
    </div>
  );
}
