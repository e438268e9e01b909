import type { IdentificationProviderChoice } from '@bf/headless/screens/identification-modal';
import { cn } from '../utils/cn.ts';

/** The identification providers side by side: each a button with the provider's name and what it asks (UCFG-036). */
export function IdentificationChoices({ providers, loading, className }: { providers: IdentificationProviderChoice[]; loading: string | null; className?: string }) {
  if (loading) {
    return (
      <p role="status" className="text-sm text-muted">
        {loading}
      </p>
    );
  }
  return (
    <ul className={cn('grid grid-cols-2 gap-3', className)}>
      {providers.map((provider) => (
        <li key={provider.id}>
          <button
            type="button"
            data-provider={provider.id}
            aria-busy={provider.isBusy || undefined}
            disabled={provider.isDisabled}
            onClick={provider.onPress}
            className="flex h-full w-full flex-col items-start gap-1 rounded-md border border-line bg-surface p-3 text-left transition-colors hover:border-accent focus-visible:ring-2 focus-visible:ring-accent/30 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50 aria-busy:border-accent"
          >
            <span className="text-sm font-semibold">{provider.label}</span>
            <span className="text-xs text-muted">{provider.hint}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
