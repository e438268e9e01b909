import { TextField, type TextFieldProps } from './text-field.tsx';

/**
 * A text field whose hint line is always there (a blank line when it has no hint), so an error that
 * replaces it does not push the form down.
 */
export function AuthTextField({ hint, ...props }: TextFieldProps) {
  return <TextField hint={hint ?? '\u00a0'} {...props} />;
}
