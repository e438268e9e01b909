import { useId } from 'react';
import { cn } from '../cn.ts';

export type ProtectionBandName = 'none' | 'bad' | 'normal' | 'good' | 'full';

const BAND_COLOUR: Record<ProtectionBandName, string> = {
  none: 'bg-line',
  bad: 'bg-down',
  normal: 'bg-warning',
  good: 'bg-up',
  full: 'bg-up',
};

/** The protection level as a meter: its steps filled (of ten), coloured by its band. */
export function ProtectionMeter({ label, value, max, filledSteps, band, text }: { label: string; value: number; max: number; filledSteps: number; band: ProtectionBandName; text: string }) {
  const id = useId();
  // Ten steps, no inline style (the site's content security policy refuses them).
  return (
    <div className="flex flex-col gap-1.5">
      {/* The label names the meter for screen readers; the section around it shows it as its title. */}
      <span id={id} className="sr-only">
        {label}
      </span>
      <span data-band={band} className="text-sm font-bold">
        {text}
      </span>
      <div role="meter" aria-labelledby={id} aria-valuemin={0} aria-valuemax={max} aria-valuenow={value} aria-valuetext={text} className="grid h-(--bf-meter-h) grid-cols-10 gap-0.5">
        {Array.from({ length: 10 }, (_, step) => (
          <span key={step} className={cn('rounded-sm', step < filledSteps ? BAND_COLOUR[band] : 'bg-surface-3')} />
        ))}
      </div>
    </div>
  );
}
