import { cn } from '../cn.ts';

export interface SwitchButtonProps {
  isOn: boolean;
  onChange(isOn: boolean): void;
  /** Its label's and description's ids (the label sits beside the switch, in the kit's row). */
  'aria-labelledby': string;
  'aria-describedby'?: string;
  /** The kit's track: its size and padding. */
  className: string;
  /** The kit's knob: its size, shadow and where it sits on and off. */
  knobClassName: string;
}

/** An on/off switch: a button with the switch role, its state read out, a knob that slides. */
export function SwitchButton({ isOn, onChange, className, knobClassName, ...aria }: SwitchButtonProps) {
  return (
    <button type="button" role="switch" aria-checked={isOn} {...aria} onClick={() => onChange(!isOn)} className={cn('relative shrink-0 rounded-full transition-colors', className, isOn ? 'bg-accent' : 'bg-line')}>
      <span aria-hidden="true" className={cn('rounded-full bg-white transition-transform', knobClassName)} />
    </button>
  );
}
