import { Link } from 'react-router-dom';
import type { LinkProps } from '@bf/ui-mobile/components';

/** The kit's links, rendered as client-side router links. */
export function RouterLink({ href, ...props }: LinkProps) {
  return <Link to={href} {...props} />;
}
