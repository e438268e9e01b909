// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useFocusFirstInvalid } from '@bf/headless/interactions';

afterEach(cleanup);

describe('useFocusFirstInvalid', () => {
  it('focuses the first field marked invalid once the errors are on screen', async () => {
    let focusInvalid = () => {};
    function Form() {
      const invalid = useFocusFirstInvalid();
      focusInvalid = invalid.focus;
      return (
        <form ref={invalid.ref}>
          <input aria-label="Login" />
          <input aria-label="Password" aria-invalid="true" />
          <input aria-label="Promo code" aria-invalid="true" />
        </form>
      );
    }
    render(<Form />);
    focusInvalid();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
  });
});
