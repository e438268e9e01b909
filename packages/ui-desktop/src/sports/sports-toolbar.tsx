import type { ReactNode } from 'react';
import * as Shared from '@bf/ui-core/sports/sports-toolbar';
import type { ChoiceChipsProps, SelectControlProps, SportChip, SportsToolbarProps, SwitchControlProps } from '@bf/ui-core/sports/sports-toolbar';

export type { ToolbarLink, SportChip, ChoiceChipsProps, SelectControlProps, SportsToolbarProps } from '@bf/ui-core/sports/sports-toolbar';

/** The head of a sports page: the title, the line/live switch, the page's settings and its filter rows. */
export function SportsToolbar({ title, sections, controls, children }: SportsToolbarProps) {
  return (
    <div className="mb-3 rounded-lg border border-line bg-surface">
      <div className="flex min-h-14 flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <h1 className="text-xl font-bold text-fg">{title}</h1>
        {sections && <Shared.SectionSwitch sections={sections} classes={{ list: 'rounded-lg p-0.5', link: 'h-8 rounded-md px-3', idle: 'text-muted hover:text-fg' }} />}
        {controls && <div className="ml-auto flex flex-wrap items-center gap-3">{controls}</div>}
      </div>
      {children && <div className="space-y-2 border-t border-line px-4 py-2">{children}</div>}
    </div>
  );
}

/** Sports as a wrapping row of links with icons and event counts. */
export function SportChips(props: { label: string; items: SportChip[] }) {
  return <Shared.SportChips {...props} classes={{ list: 'flex flex-wrap gap-1.5', chip: 'h-8 px-3 text-[13px]', idle: 'hover:border-accent' }} />;
}

/** A wrapping row of exclusive filter chips (time filters). */
export function ChoiceChips<T extends string | number>(props: ChoiceChipsProps<T>) {
  return <Shared.ChoiceChips {...props} classes={{ group: 'flex-wrap', chip: 'h-7 rounded-md px-2.5 text-xs', idle: 'text-muted hover:bg-surface-3 hover:text-fg' }} />;
}

/** A labelled native select (odds format), its label shown. */
export function SelectControl<T extends string | number>(props: SelectControlProps<T>) {
  return <Shared.SelectControl {...props} classes={{ label: 'text-xs font-semibold text-muted', select: 'h-8 rounded-md' }} />;
}

/** A small labelled switch (group by country). */
export function SwitchControl(props: SwitchControlProps) {
  return <Shared.SwitchControl {...props} classes={{ track: 'h-5 w-9', knob: 'top-0.5', knobOn: 'translate-x-4.5', knobOff: 'translate-x-0.5' }} />;
}

/** The page's settings as the toolbar's right side shows them: the switch, then the odds format. */
export const ControlsRow = ({ select, toggle }: { select: ReactNode; toggle?: ReactNode }) => (
  <>
    {toggle}
    {select}
  </>
);
