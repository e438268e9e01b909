import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The kits' links (`LinkProvider` in each kit), rendered as client-side router links: one wrapper for both apps. */
export function RouterLink({ href, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children?: ReactNode }) {
  return <Link to={href} {...props} />;
}
