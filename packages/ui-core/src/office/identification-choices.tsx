import { cn } from '../cn.ts';

/** One identification provider as the modal's model gives it. */
export interface IdentificationChoice {
  id: string;
  label: string;
  hint: string;
  isBusy: boolean;
  isDisabled: boolean;
  onPress(): void;
}

/** The platform's classes: the status text, the list, a button and its two lines. */
export interface IdentificationChoicesSkin {
  status: string;
  list: string;
  button: string;
  label: string;
  hint: string;
}

/** The identification providers: each a button with the provider's name and what it asks (UCFG-036). */
export function IdentificationChoices({ providers, loading, className, skin }: { providers: IdentificationChoice[]; loading: string | null; className?: string; skin: IdentificationChoicesSkin }) {
  if (loading) {
    return (
      <p role="status" className={cn('text-muted', skin.status)}>
        {loading}
      </p>
    );
  }
  return (
    <ul className={cn(skin.list, className)}>
      {providers.map((provider) => (
        <li key={provider.id}>
          <button
            type="button"
            data-provider={provider.id}
            aria-busy={provider.isBusy || undefined}
            disabled={provider.isDisabled}
            onClick={provider.onPress}
            className={cn(
              'flex w-full flex-col items-start rounded-md border border-line bg-surface text-left focus-visible:ring-2 focus-visible:ring-accent/30 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50',
              skin.button,
            )}
          >
            <span className={cn('font-semibold', skin.label)}>{provider.label}</span>
            <span className={cn('text-muted', skin.hint)}>{provider.hint}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
