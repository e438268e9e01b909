// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button, ButtonLink } from './button.tsx';
import { FormCard } from './form-card.tsx';
import { LanguageSelect } from './language-select.tsx';
import { LinkProvider, type LinkProps } from './link-context.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { SegmentedTabs } from './segmented-tabs.tsx';
import { TextField } from './text-field.tsx';

afterEach(cleanup);

describe('TextField', () => {
  it('ties its label to the input', () => {
    render(<TextField label="E-mail" />);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).not.toBeNull();
  });

  it('is valid and described by its hint while it has no error', () => {
    render(<TextField label="Password" hint="At least 8 characters." />);
    const input = screen.getByRole('textbox', { name: 'Password' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('At least 8 characters.');
  });

  it('marks the input invalid, announces the error and describes the input with it instead of the hint', () => {
    render(<TextField label="E-mail" hint="We send the receipt here." error="Enter a valid e-mail address." />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid e-mail address.');
    expect(screen.queryByText('We send the receipt here.')).toBeNull();
    const descriptions = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(descriptions).toEqual(['Enter a valid e-mail address.']);
  });
});

describe('Button', () => {
  it('is a plain button, not a submit, unless it says so', () => {
    render(
      <>
        <Button>Cancel</Button>
        <Button type="submit">Sign in</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' }).getAttribute('type')).toBe('button');
    expect(screen.getByRole('button', { name: 'Sign in' }).getAttribute('type')).toBe('submit');
  });

  it('takes no press while disabled', () => {
    const onClick = vi.fn();
    render(<Button disabled onClick={onClick}>Place bet</Button>);
    const button = screen.getByRole('button', { name: 'Place bet' }) as HTMLButtonElement;
    fireEvent.click(button);
    expect(button.disabled).toBe(true);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a button link through the app link component', () => {
    const Link = (props: LinkProps) => <a data-router-link="" {...props} />;
    render(
      <LinkProvider value={Link}>
        <ButtonLink href="/en/registration">Register</ButtonLink>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Register' });
    expect(link.getAttribute('href')).toBe('/en/registration');
    expect(link.hasAttribute('data-router-link')).toBe(true);
  });
});

describe('ProgressBar', () => {
  it('is a named, busy progress bar while a navigation loads', () => {
    render(<ProgressBar isActive label="Loading the page" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading the page' });
    expect(bar.getAttribute('aria-busy')).toBe('true');
    expect(bar.hidden).toBe(false);
  });

  it('is hidden from everyone while idle', () => {
    render(<ProgressBar isActive={false} label="Loading the page" />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    const bar = screen.getByRole('progressbar', { hidden: true });
    expect(bar.getAttribute('aria-busy')).toBe('false');
  });
});

describe('SegmentedTabs', () => {
  const options = [
    { value: 'email', label: 'E-mail' },
    { value: 'phone', label: 'Phone' },
  ] as const;

  it('is a named radio group with the chosen option checked', () => {
    render(<SegmentedTabs label="Sign in with" value="phone" options={[...options]} onChange={() => {}} />);
    expect(screen.getByRole('radiogroup', { name: 'Sign in with' })).not.toBeNull();
    expect(screen.getByRole('radio', { name: 'Phone' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'E-mail' }).getAttribute('aria-checked')).toBe('false');
  });

  it('reports the option pressed', () => {
    const onChange = vi.fn();
    render(<SegmentedTabs label="Sign in with" value="phone" options={[...options]} onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'E-mail' }));
    expect(onChange).toHaveBeenCalledWith('email');
  });
});

describe('LanguageSelect', () => {
  it('is a labelled select that reports the code chosen', () => {
    const onChange = vi.fn();
    render(<LanguageSelect label="Language" value="en" options={[{ code: 'en', label: 'English' }, { code: 'de', label: 'Deutsch' }]} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(select.value).toBe('en');
    fireEvent.change(select, { target: { value: 'de' } });
    expect(onChange).toHaveBeenCalledWith('de');
  });
});

describe('FormCard', () => {
  it('is a region named by its title that announces its message and reads busy while sending', () => {
    render(
      <FormCard title="Sign in" message="Wrong e-mail or password." isBusy onSubmit={() => {}}>
        <TextField label="E-mail" />
      </FormCard>,
    );
    expect(screen.getByRole('region', { name: 'Sign in' })).not.toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Wrong e-mail or password.');
    expect(screen.getByRole('textbox', { name: 'E-mail' }).closest('form')?.getAttribute('aria-busy')).toBe('true');
  });

  it('submits without reloading the page', () => {
    const onSubmit = vi.fn();
    render(
      <FormCard title="Sign in" onSubmit={onSubmit}>
        <Button type="submit">Sign in</Button>
      </FormCard>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0].defaultPrevented).toBe(true);
  });
});
