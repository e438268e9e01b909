import type { ReactNode } from 'react';

export interface NoticeProps {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  tone?: 'info' | 'success' | 'warning' | 'error';
  /** The page's h1 for assistive tech, when the notice is the whole page (status and error pages). */
  pageHeading?: string;
  /** A stressed line under the text (when maintenance ends). */
  note?: string;
}

/** A kit's classes for the notice's parts (the badge's tone colours are added here). */
export interface NoticeSkin {
  section: string;
  badge: string;
  title: string;
  body: string;
  action: string;
}

/** The warning badge's clock, drawn (a stopwatch character is missing from many systems' fonts). */
function ClockMark() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2.5 2.5M9.5 2.5h5" />
    </svg>
  );
}

/** A titled message block (section not available yet, page not found, maintenance), in a kit's skin. */
export function NoticeView({ skin, title, children, action, tone = 'info', pageHeading, note }: NoticeProps & { skin: NoticeSkin }) {
  const badge = tone === 'error' ? 'bg-down/10 text-down' : tone === 'warning' ? 'bg-warning-soft text-warning' : 'bg-accent-soft text-accent-text';
  return (
    <section data-tone={tone} className={skin.section}>
      {pageHeading && <h1 className="sr-only">{pageHeading}</h1>}
      <div aria-hidden="true" className={`${skin.badge} ${badge}`}>
        {tone === 'error' ? '!' : tone === 'warning' ? <ClockMark /> : tone === 'success' ? '✓' : 'i'}
      </div>
      <h2 className={skin.title}>{title}</h2>
      {(children || note) && (
        <div className={skin.body}>
          {children}
          {note && <p className="mt-2 font-semibold">{note}</p>}
        </div>
      )}
      {action && <div className={skin.action}>{action}</div>}
    </section>
  );
}
