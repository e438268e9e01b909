/**
 * A kit's button classes (its `buttonStyles`), handed to the parts drawn here so each platform keeps its own button
 * sizes and hover or press states. Only the variants and sizes these parts use.
 */
export type KitButtonStyles = (options: { variant?: 'primary' | 'secondary'; size?: 'sm' | 'md' | 'lg' }) => string;
