// @vitest-environment jsdom
import { Component, Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { overlayScreens } from './overlay-screens.ts';

class Caught extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ? <p role="alert">{this.state.message}</p> : this.props.children;
  }
}

const module = (exports: Record<string, unknown>) => vi.fn(async () => exports);

describe('overlayScreens', () => {
  it("loads each overlay's module on its first render and shows the screen it exports", async () => {
    const bonus = module({ BonusPopupScreen: () => <p>Your first-deposit bonus</p> });
    const auth = module({ AuthModalScreen: ({ open }: { open: string }) => <p>modal: {open}</p> });
    const screens = overlayScreens({ './screens/bonus-popup.tsx': bonus, './screens/auth-modal.tsx': auth });
    // Made at module level: nothing loads until an overlay renders.
    expect(bonus).not.toHaveBeenCalled();
    render(
      <Suspense fallback={null}>
        <screens.BonusPopup />
        <screens.AuthModal open="registration" />
      </Suspense>,
    );
    expect(await screen.findByText('Your first-deposit bonus')).toBeTruthy();
    expect(await screen.findByText('modal: registration')).toBeTruthy();
    expect(bonus).toHaveBeenCalledTimes(1);
  });

  it('fails the load loudly when a file lacks its screen, instead of rendering nothing', async () => {
    const screens = overlayScreens({ './screens/limit-overlays.tsx': module({ SomethingElse: () => null }) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Caught>
        <Suspense fallback={null}>
          <screens.LimitOverlays />
        </Suspense>
      </Caught>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('screens/limit-overlays.tsx exports no LimitOverlaysScreen');
  });
});
