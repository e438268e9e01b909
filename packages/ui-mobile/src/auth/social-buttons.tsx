import type { SocialModel } from '@bf/headless/screens/auth-form';
/** The row as the form's model gives it: the heading, each network (its label, accessible name, press), busy. */
export type SocialButtonsProps = SocialModel;

/** A row of social network buttons. */
export function SocialButtons({ title, buttons, isBusy }: SocialButtonsProps) {
  if (!buttons.length) return null;
  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-center gap-3 text-xs font-semibold tracking-wide text-muted uppercase before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">{title}</p>
      <div className="grid grid-cols-3 gap-2">
        {buttons.map((provider) => (
          <button
            key={provider.id}
            type="button"
            disabled={isBusy}
            aria-label={provider.ariaLabel}
            onClick={provider.onPress}
            className="inline-flex h-11 items-center justify-center gap-1.5 rounded-lg border border-line bg-surface text-sm font-semibold text-fg hover:bg-surface-3 disabled:opacity-50"
          >
            <span aria-hidden="true" className="inline-flex size-5 items-center justify-center rounded-full bg-surface-3 text-xs font-bold">
              {provider.label.slice(0, 1)}
            </span>
            {provider.label}
          </button>
        ))}
      </div>
    </div>
  );
}
