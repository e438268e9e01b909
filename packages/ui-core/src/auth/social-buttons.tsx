/** The social row as the form's model gives it: the heading, each network (its label, accessible name, press), busy. */
export interface SocialButtonsProps {
  title: string;
  isBusy: boolean;
  buttons: { id: string; label: string; ariaLabel: string; onPress(): void }[];
}

/** A row of social network buttons; `buttonClassName` is the platform's height, gap and corners. */
export function SocialButtons({ title, buttons, isBusy, buttonClassName }: SocialButtonsProps & { buttonClassName: string }) {
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
            className={`inline-flex items-center justify-center border border-line bg-surface text-sm font-semibold text-fg hover:bg-surface-3 disabled:opacity-50 ${buttonClassName}`}
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
