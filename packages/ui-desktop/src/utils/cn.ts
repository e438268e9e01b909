// Written once for both kits in @bf/ui-core; kept here so the kit's files and its `./utils` export keep their path.
export { cn } from '@bf/ui-core/cn';
