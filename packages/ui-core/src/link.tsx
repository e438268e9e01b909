import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children?: ReactNode };

const LinkContext = createContext<ComponentType<LinkProps>>((props) => <a {...props} />);

/** The app hands in its router's link so the kits never import a router. */
export const LinkProvider = LinkContext.Provider;

/** A link rendered with the app's link component. */
export function AppLink(props: LinkProps) {
  const Link = useContext(LinkContext);
  return <Link {...props} />;
}
