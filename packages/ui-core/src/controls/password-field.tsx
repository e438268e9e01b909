import { useState } from 'react';
import type { TextFieldProps } from './text-field.tsx';
import { AuthTextField } from './auth-text-field.tsx';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  showLabel: string;
  hideLabel: string;
}

/** A password field with a show/hide toggle. */
export function PasswordField({ showLabel, hideLabel, ...props }: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <AuthTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-pressed={isVisible}
          onClick={() => setVisible((v) => !v)}
          className="h-(--bf-inline-h) rounded-md px-2.5 text-(length:--bf-inline-text) font-semibold text-accent-text hover:bg-accent-soft"
        >
          {isVisible ? hideLabel : showLabel}
        </button>
      }
    />
  );
}
