// Drawn alike on both platforms; sized by this app's CSS variables (docs/decisions.md, Shared kit ground).
export * from '@bf/ui-core/controls/step-progress';
