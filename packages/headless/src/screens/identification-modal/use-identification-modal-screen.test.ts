import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { identificationModalModel, type IdentificationModalInput } from '@bf/headless/screens/identification-modal';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';

let t: TFunction;
beforeAll(async () => {
  t = createI18n('en', await loadMessages('en')).getFixedT('en', 'office');
});

const input = (over: Partial<IdentificationModalInput> = {}): IdentificationModalInput => ({
  t,
  isOpen: true,
  phase: { kind: 'choosing' },
  providers: ['face_id', 'alternative'],
  choose: vi.fn(),
  close: vi.fn(),
  ...over,
});

describe('identification modal model (UCFG-036)', () => {
  it('offers face-id or an alternative provider, each with what it asks', () => {
    const model = identificationModalModel(input());
    expect(model.title).toBe('Identify yourself');
    expect(model.providers.map(({ id, label, hint, isDisabled }) => ({ id, label, hint, isDisabled }))).toEqual([
      { id: 'face_id', label: 'Face ID', hint: 'A quick selfie check with your camera.', isDisabled: false },
      { id: 'alternative', label: 'Another provider', hint: 'Identify through our partner service instead.', isDisabled: false },
    ]);
    expect(model.loading).toBeNull();
    expect(model.message).toBeNull();
    expect(model.close.label).toBe('Not now');
  });

  it('chooses the pressed provider, and while it identifies, no second choice', () => {
    const choose = vi.fn();
    identificationModalModel(input({ choose })).providers[1]!.onPress();
    expect(choose).toHaveBeenCalledWith('alternative');
    const busy = identificationModalModel(input({ phase: { kind: 'identifying', provider: 'face_id' } }));
    expect(busy.providers.map((p) => [p.isBusy, p.isDisabled])).toEqual([
      [true, true],
      [false, true],
    ]);
  });

  it('says when the player is identified, and the close button finishes', () => {
    const model = identificationModalModel(input({ phase: { kind: 'identified' } }));
    expect(model.message).toEqual({ text: 'You are identified. Thank you!', tone: 'success' });
    expect(model.providers.every((p) => p.isDisabled)).toBe(true);
    expect(model.close.label).toBe('Done');
  });

  it('shows the loading status, then a failure to load or to identify', () => {
    expect(identificationModalModel(input({ phase: { kind: 'loading' }, providers: [] })).loading).toBe('Loading the ways to identify…');
    expect(identificationModalModel(input({ phase: { kind: 'failed', step: 'load' }, providers: [] })).message?.tone).toBe('error');
    const failed = identificationModalModel(input({ phase: { kind: 'failed', step: 'identify' } }));
    expect(failed.message).toEqual({ text: 'Identification did not work. Try again or choose another way.', tone: 'error' });
    expect(failed.providers.every((p) => !p.isDisabled)).toBe(true);
  });
});
