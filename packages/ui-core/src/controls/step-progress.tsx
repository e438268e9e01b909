import { useId } from 'react';
import { cn } from '../cn.ts';

/** Progress towards a goal (bonus wagering) in ten steps; no inline style, the content security policy refuses them. */
export function StepProgress({ label, value, max, filledSteps, text }: { label: string; value: number; max: number; filledSteps: number; text: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <span id={id} className="text-xs text-muted">
        {label}
      </span>
      <div role="progressbar" aria-labelledby={id} aria-valuemin={0} aria-valuemax={max} aria-valuenow={value} aria-valuetext={text} className="grid h-(--bf-meter-h) grid-cols-10 gap-0.5">
        {Array.from({ length: 10 }, (_, step) => (
          <span key={step} className={cn('rounded-sm', step < filledSteps ? 'bg-accent' : 'bg-surface-3')} />
        ))}
      </div>
      <span className="text-sm font-semibold tabular-nums">{text}</span>
    </div>
  );
}
