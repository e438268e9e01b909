// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useNumericDraft, type NumericFieldModel } from '@bf/headless/interactions';

/** A field over a plain number: accepts digits with an optional decimal part, as the slip's stake does. */
function numberField(initial: number, error: string | null = null) {
  const field = { value: initial };
  const model = (): Pick<NumericFieldModel, 'text' | 'onText' | 'invalidText' | 'error'> => ({
    text: String(field.value),
    invalidText: 'Enter an amount',
    error,
    onText: (text) => {
      if (!/^\d+(\.\d*)?$/.test(text)) return false;
      field.value = Number(text);
      return true;
    },
  });
  return { field, model };
}

describe('useNumericDraft', () => {
  it('shows what the player types and hands each parsed draft to the model', () => {
    const { field, model } = numberField(150);
    const { result, rerender } = renderHook(() => useNumericDraft(model()));
    expect(result.current.value).toBe('150');
    act(() => result.current.onChange('12.'));
    rerender();
    expect(result.current).toMatchObject({ value: '12.', isInvalid: false, error: null });
    expect(field.value).toBe(12);
  });

  it('keeps the value placed and shows the error while the draft does not parse', () => {
    const { field, model } = numberField(150);
    const { result, rerender } = renderHook(() => useNumericDraft(model()));
    act(() => result.current.onChange('15x'));
    rerender();
    expect(result.current).toMatchObject({ value: '15x', isInvalid: true, error: 'Enter an amount' });
    expect(field.value).toBe(150);
  });

  it('drops the draft on blur: the field shows the value placed, normalised', () => {
    const { model } = numberField(150);
    const { result, rerender } = renderHook(() => useNumericDraft(model()));
    act(() => result.current.onChange('20.50'));
    rerender();
    act(() => result.current.onBlur());
    rerender();
    expect(result.current).toMatchObject({ value: '20.5', isInvalid: false });
    act(() => result.current.onChange('abc'));
    act(() => result.current.onBlur());
    rerender();
    expect(result.current).toMatchObject({ value: '20.5', isInvalid: false, error: null });
  });

  it("shows the field's own error while the draft parses, and follows the model while nobody edits", () => {
    const state = { text: '100' };
    const { result, rerender } = renderHook(() => useNumericDraft({ text: state.text, invalidText: 'Enter an amount', error: 'The minimum stake is ₽10', onText: () => true }));
    expect(result.current.error).toBe('The minimum stake is ₽10');
    state.text = '200';
    rerender();
    expect(result.current.value).toBe('200');
  });
});
