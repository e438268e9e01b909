// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createContext, memo, useContext, useState, type ReactNode } from 'react';
import { createValueSlot, useSlotValue, useValueSlotOf, type ValueSlot } from './value-slot.ts';

describe('a value slot', () => {
  it('tells its readers of a new value, and nobody of the same value again', () => {
    const slot = createValueSlot('en');
    const seen: string[] = [];
    const stop = slot.subscribe(() => seen.push(slot.read()));
    slot.write('de');
    slot.write('de');
    stop();
    slot.write('fr');
    expect(seen).toEqual(['de']);
    expect(slot.read()).toBe('fr');
  });

  it('re-renders the component that reads the value and not the page between it and the provider', () => {
    const Slot = createContext<ValueSlot<number> | null>(null);
    let pageRenders = 0;
    let setCount: (next: number) => void = () => undefined;
    function Provider({ children }: { children: ReactNode }) {
      const [count, set] = useState(1);
      setCount = set;
      return <Slot.Provider value={useValueSlotOf(count)}>{children}</Slot.Provider>;
    }
    const Page = memo(function Page() {
      pageRenders += 1;
      return <Reader />;
    });
    function Reader() {
      return <output>{useSlotValue(useContext(Slot)!)}</output>;
    }
    render(
      <Provider>
        <Page />
      </Provider>,
    );
    expect(screen.getByRole('status').textContent).toBe('1');
    act(() => setCount(2));
    expect(screen.getByRole('status').textContent).toBe('2');
    expect(pageRenders).toBe(1);
  });
});
