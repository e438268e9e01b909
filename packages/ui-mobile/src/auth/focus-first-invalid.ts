// The one implementation lives with the other interactions; the kit keeps its name for the forms that import it here.
export { focusFirstInvalid } from '@bf/headless/interactions';
