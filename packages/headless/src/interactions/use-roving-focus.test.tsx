// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { rovingTarget, useRovingFocus } from '@bf/headless/interactions';

afterEach(cleanup);

describe('rovingTarget', () => {
  it('moves one step with the arrows of its orientation, wrapping when it loops', () => {
    expect(rovingTarget('ArrowRight', 0, 3, { orientation: 'horizontal' })).toBe(1);
    expect(rovingTarget('ArrowRight', 2, 3, { orientation: 'horizontal' })).toBe(0);
    expect(rovingTarget('ArrowLeft', 0, 3, { orientation: 'horizontal' })).toBe(2);
    expect(rovingTarget('ArrowDown', 0, 3, { orientation: 'horizontal' })).toBeUndefined();
    expect(rovingTarget('ArrowDown', 2, 3, { orientation: 'vertical', loop: false })).toBe(2);
    expect(rovingTarget('ArrowUp', 0, 3, { orientation: 'vertical', loop: false })).toBe(0);
  });

  it('goes to the ends with Home and End, and enters at the first item from outside', () => {
    expect(rovingTarget('Home', 2, 3, {})).toBe(0);
    expect(rovingTarget('End', 0, 3, {})).toBe(2);
    expect(rovingTarget('ArrowUp', -1, 3, { orientation: 'vertical' })).toBe(0);
    expect(rovingTarget('Home', -1, 3, {})).toBeUndefined();
    expect(rovingTarget('ArrowRight', 0, 0, {})).toBeUndefined();
  });
});

function Radios({ disabled = [] as string[] }) {
  const options = ['express', 'system', 'singles'];
  const [value, setValue] = useState('express');
  const roving = useRovingFocus<HTMLDivElement>({ keys: options.filter((o) => !disabled.includes(o)), current: value, onMove: setValue });
  return (
    <div role="radiogroup" aria-label="Coupon type" {...roving.groupProps}>
      {options.map((option) => (
        <button key={option} type="button" role="radio" aria-checked={option === value} disabled={disabled.includes(option)} {...roving.itemProps(option)}>
          {option}
        </button>
      ))}
    </div>
  );
}

describe('useRovingFocus', () => {
  it('makes a radio group one tab stop: the checked item', () => {
    render(<Radios />);
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([0, -1, -1]);
  });

  it('moves focus and the choice with the arrows, skipping disabled items and wrapping', () => {
    render(<Radios disabled={['system']} />);
    const express = screen.getByRole('radio', { name: 'express' });
    express.focus();
    fireEvent.keyDown(express, { key: 'ArrowRight' });
    const singles = screen.getByRole('radio', { name: 'singles' });
    expect(document.activeElement).toBe(singles);
    expect(singles.getAttribute('aria-checked')).toBe('true');
    expect(singles.tabIndex).toBe(0);
    fireEvent.keyDown(singles, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(express);
    fireEvent.keyDown(express, { key: 'End' });
    expect(document.activeElement).toBe(singles);
    fireEvent.keyDown(singles, { key: 'Home' });
    expect(express.getAttribute('aria-checked')).toBe('true');
  });

  it('leaves every item in the tab order without a current item, and enters a list from the field above it', () => {
    function Picker() {
      const roving = useRovingFocus<HTMLDivElement>({ keys: ['de', 'fr'], orientation: 'vertical', loop: false });
      return (
        <div {...roving.groupProps}>
          <input aria-label="Search" />
          <button type="button" {...roving.itemProps('de')}>
            Germany
          </button>
          <button type="button" {...roving.itemProps('fr')}>
            France
          </button>
        </div>
      );
    }
    render(<Picker />);
    const germany = screen.getByRole('button', { name: 'Germany' });
    expect(germany.tabIndex).toBe(0);
    const search = screen.getByLabelText('Search');
    search.focus();
    fireEvent.keyDown(search, { key: 'Home' });
    expect(document.activeElement).toBe(search);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(germany);
    fireEvent.keyDown(germany, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'France' }));
  });
});
