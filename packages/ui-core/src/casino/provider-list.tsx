import { cn } from '../cn.ts';
import { AppLink } from '../link.tsx';

/** The providers list as the casino model gives it. */
export interface ProviderListView {
  statusText: string;
  retry: { label: string; onPress(): void } | null;
  providers: { id: string; name: string; initials: string; count: string; href: string }[];
}

/** The platform's classes: the list, a provider's card, its initials; the retry button's classes are the kit's button styles. */
export interface ProviderListSkin {
  list: string;
  card: string;
  initials: string;
  retryButton: string;
}

/** The providers: a card per provider with its game count; the list's status (read out) and its retry. */
export function ProviderList({ model, skin }: { model: ProviderListView; skin: ProviderListSkin }) {
  return (
    <>
      <p role="status" className="text-sm text-muted">
        {model.statusText}
      </p>
      {model.retry && (
        <button type="button" onClick={model.retry.onPress} className={skin.retryButton}>
          {model.retry.label}
        </button>
      )}
      <ul className={skin.list}>
        {model.providers.map((provider) => (
          <li key={provider.id}>
            <AppLink href={provider.href} className={cn('flex items-center gap-3 border border-line bg-surface', skin.card)}>
              <span aria-hidden="true" className={cn('grid place-items-center rounded-full bg-accent-soft font-bold text-accent-text', skin.initials)}>
                {provider.initials}
              </span>
              <span>
                <span className="block font-semibold">{provider.name}</span>
                <span className="block text-sm text-muted">{provider.count}</span>
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </>
  );
}
