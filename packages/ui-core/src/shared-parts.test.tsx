// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChoiceSelect } from './controls/choice-select.tsx';
import { SwitchButton } from './controls/switch-button.tsx';
import { CouponProblems, PlaceBetButton } from './coupon/coupon-results.tsx';
import { SegmentedCouponTypes } from './coupon/coupon-type-switch.tsx';
import { MultiPicker } from './sports/multi-live.tsx';
import { ChoiceChips, SwitchControl } from './sports/sports-toolbar.tsx';

afterEach(cleanup);

// The parts both kits draw through ui-core: what a player or assistive tech meets, whatever classes a kit hands in.
// Class names here are made up (kit-…): both apps' Tailwind reads ui-core's files, tests too, and a real utility
// named only here would add CSS to an app.

describe('ChoiceSelect', () => {
  it('hands back the chosen option with its own type: a numeric choice stays a number', () => {
    const onChange = vi.fn();
    render(<ChoiceSelect aria-label="Block" value={1} options={[{ value: 1, label: 'A' }, { value: 2, label: 'B' }]} onChange={onChange} className="k" />);
    const select = screen.getByRole('combobox', { name: 'Block' }) as HTMLSelectElement;
    expect(select.value).toBe('1');
    fireEvent.change(select, { target: { value: '2' } });
    expect(onChange).toHaveBeenCalledWith(2);
    expect(select.className).toBe('k');
  });
});

describe('SwitchButton', () => {
  it('is a switch named by its label and described by its note; a press asks for the other state', () => {
    const onChange = vi.fn();
    render(
      <>
        <span id="l">One-click betting</span>
        <span id="d">A click on the odds places a bet at once</span>
        <SwitchButton isOn={false} onChange={onChange} aria-labelledby="l" aria-describedby="d" className="kit-track" knobClassName="kit-knob" />
      </>,
    );
    const toggle = screen.getByRole('switch', { name: 'One-click betting' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.getAttribute('aria-describedby')).toBe('d');
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('PlaceBetButton', () => {
  const place = { label: 'Place bet', busyLabel: 'Placing your bet…', isBusy: false, isDisabled: false, hint: null, onPress: vi.fn(), buttonClassName: 'kit-button' };

  it('places on a press, with the kit’s button classes', () => {
    render(<PlaceBetButton {...place} />);
    const button = screen.getByRole('button', { name: 'Place bet' });
    fireEvent.click(button);
    expect(place.onPress).toHaveBeenCalledTimes(1);
    expect(button.className).toContain('kit-button');
  });

  it('while busy says so and a second press does nothing', () => {
    const onPress = vi.fn();
    render(<PlaceBetButton {...place} isBusy onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Placing your bet…' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('held back, is described by why', () => {
    render(<PlaceBetButton {...place} isDisabled hint="Accept the changes to continue." />);
    const button = screen.getByRole('button', { name: 'Place bet' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('Accept the changes to continue.');
  });
});

describe('CouponProblems', () => {
  it('is an alert listing each problem, its actions drawn with the kit’s button variants', () => {
    const buttonStyles = vi.fn(({ variant }: { variant?: string }) => `btn-${variant}`);
    render(
      <CouponProblems
        title="Your bet was not placed"
        items={[{ key: 'a', text: 'The odds changed.' }, { key: 'b', text: 'Betting is suspended.' }]}
        actions={[{ id: 'accept', label: 'Accept changes', isPrimary: true, onPress: vi.fn() }, { id: 'retry', label: 'Try again', isPrimary: false, onPress: vi.fn() }]}
        buttonStyles={buttonStyles}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Your bet was not placed');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Accept changes' }).className).toBe('btn-primary');
    expect(screen.getByRole('button', { name: 'Try again' }).className).toBe('btn-secondary');
  });
});

describe('SegmentedCouponTypes', () => {
  it('is a radio group: the chosen type checked, an unavailable one disabled, a press chooses', () => {
    const onChange = vi.fn();
    const roving = { groupProps: { ref: { current: null }, onKeyDown: vi.fn() }, itemProps: (key: string) => ({ 'data-roving-key': key }) };
    render(
      <SegmentedCouponTypes
        label="Coupon type"
        value="express"
        options={[{ value: 'express', label: 'Accumulator' }, { value: 'system', label: 'System', isDisabled: true }, { value: 'singles', label: 'Singles' }]}
        onChange={onChange}
        roving={roving}
        optionClassName="kit-option"
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Coupon type' })).not.toBeNull();
    expect(screen.getByRole('radio', { name: 'Accumulator' }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByRole('radio', { name: 'System' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Singles' }));
    expect(onChange).toHaveBeenCalledWith('singles');
  });
});

describe('sports filters', () => {
  it('time filters are radios, the current one checked', () => {
    const onChange = vi.fn();
    render(<ChoiceChips label="When" value={0} options={[{ value: 0, label: 'All' }, { value: 3, label: '3 hours' }]} onChange={onChange} classes={{ group: '', chip: '', idle: '' }} />);
    expect(screen.getByRole('radio', { name: 'All' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: '3 hours' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('the switch turns over on a press', () => {
    const onChange = vi.fn();
    render(<SwitchControl label="Group by country" checked={false} onChange={onChange} classes={{ track: '', knob: '', knobOn: 'on', knobOff: 'off' }} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Group by country' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('MultiPicker', () => {
  it('lists the live games as toggle buttons, pressed while followed', () => {
    const classes = { section: '', head: '', title: '', list: '', row: '', rowPicked: '', teams: '', meta: '', mark: '', markIcon: '' };
    const item = { icon: 'football', champ: 'EPL', score: '1:0', time: "45'", isDisabled: false, onToggle: vi.fn() };
    render(
      <MultiPicker
        title="Live now"
        hint="Up to 4"
        items={[{ ...item, key: 'a', teams: 'Arsenal – Chelsea', isPicked: true, label: 'Stop following Arsenal – Chelsea' }, { ...item, key: 'b', teams: 'Lyon – Nice', isPicked: false, label: 'Follow Lyon – Nice' }]}
        classes={classes}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Live now' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Stop following Arsenal – Chelsea' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Follow Lyon – Nice' }).getAttribute('aria-pressed')).toBe('false');
  });
});
