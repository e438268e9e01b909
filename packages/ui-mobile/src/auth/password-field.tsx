import { useState } from 'react';
import type { TextFieldProps } from '../components/text-field.tsx';
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
          className="h-10 rounded-md px-3 text-sm font-semibold text-accent-text hover:bg-accent-soft"
        >
          {isVisible ? hideLabel : showLabel}
        </button>
      }
    />
  );
}
