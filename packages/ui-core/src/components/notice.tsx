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

/** A titled message block (section not available yet, page not found, maintenance), in a kit's skin. */
export function NoticeView({ skin, title, children, action, tone = 'info', pageHeading, note }: NoticeProps & { skin: NoticeSkin }) {
  const badge = tone === 'error' ? 'bg-down/10 text-down' : tone === 'warning' ? 'bg-warning-soft text-warning' : 'bg-accent-soft text-accent-text';
  return (
    <section data-tone={tone} className={skin.section}>
      {pageHeading && <h1 className="sr-only">{pageHeading}</h1>}
      <div aria-hidden="true" className={`${skin.badge} ${badge}`}>
        {tone === 'error' ? '!' : tone === 'warning' ? '⏱' : tone === 'success' ? '✓' : 'i'}
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
