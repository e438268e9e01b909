import { useId } from 'react';
import { cn } from '../utils/cn.ts';

export type ProtectionBandName = 'none' | 'bad' | 'normal' | 'good' | 'full';

const BAND_COLOUR: Record<ProtectionBandName, string> = {
  none: 'bg-line',
  bad: 'bg-down',
  normal: 'bg-warning',
  good: 'bg-up',
  full: 'bg-up',
};

/** The protection level as a meter: the bar fills to the level (capped at the maximum), coloured by its band. */
export function ProtectionMeter({ label, level, max, band, text }: { label: string; level: number; max: number; band: ProtectionBandName; text: string }) {
  const id = useId();
  const share = Math.min(level, max) / max;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between text-sm">
        <span id={id} className="font-semibold">
          {label}
        </span>
        <span data-band={band} className="font-bold">
          {text}
        </span>
      </div>
      <div role="meter" aria-labelledby={id} aria-valuemin={0} aria-valuemax={max} aria-valuenow={Math.min(level, max)} aria-valuetext={text} className="h-2.5 overflow-hidden rounded-full bg-surface-3">
        <div className={cn('h-full rounded-full', BAND_COLOUR[band])} style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}
