import type { IdentificationProviderChoice } from '@bf/headless/screens/identification-modal';
import { cn } from '../utils/cn.ts';

/** The identification providers one under the other: full-width buttons, 48 px at least, name and hint (UCFG-036). */
export function IdentificationChoices({ providers, loading, className }: { providers: IdentificationProviderChoice[]; loading: string | null; className?: string }) {
  if (loading) {
    return (
      <p role="status" className="text-base text-muted">
        {loading}
      </p>
    );
  }
  return (
    <ul className={cn('flex flex-col gap-2', className)}>
      {providers.map((provider) => (
        <li key={provider.id}>
          <button
            type="button"
            data-provider={provider.id}
            aria-busy={provider.isBusy || undefined}
            disabled={provider.isDisabled}
            onClick={provider.onPress}
            className="flex min-h-12 w-full flex-col items-start gap-0.5 rounded-md border border-line bg-surface px-4 py-3 text-left active:border-accent focus-visible:ring-2 focus-visible:ring-accent/30 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50"
          >
            <span className="text-base font-semibold">{provider.label}</span>
            <span className="text-sm text-muted">{provider.hint}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
