// Written once for both kits in @bf/ui-core; kept here so the kit's files keep their import path.
export { AppLink, LinkProvider, type LinkProps } from '@bf/ui-core/link';
