import { describe, expect, it, vi } from 'vitest';
import { englishAuth } from '../auth-form/fixture-kit.ts';

const calls: string[] = [];
let captcha = { isOpen: true, question: null as string | null, answer: '4', error: undefined as string | undefined, isBusy: false, setAnswer: vi.fn(), submit: vi.fn(), reload: vi.fn(), cancel: vi.fn() };
let session = { wasSignedOutForInactivity: false, dismissInactivityNotice: vi.fn() };
const registrationClick = vi.fn(() => calls.push('open registration'));
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: englishAuth }) }));
vi.mock('../../session/session-provider.tsx', () => ({ useSession: () => session }));
vi.mock('../../session/use-captcha-challenge.ts', () => ({ useCaptchaChallenge: () => captcha }));
vi.mock('../../auth/registration-reminder.ts', () => ({ useRegistrationReminder: () => ({ isOpen: true, registrationHref: '/en/registration', dismiss: () => calls.push('dismiss') }) }));
vi.mock('../../auth/use-auth-modal.ts', () => ({ useAuthModal: () => ({ registrationLink: { href: '/en/registration', onClick: registrationClick } }) }));
vi.mock('../../auth/use-forgot-password.ts', () => ({ useForgotPassword: () => ({ isOpen: true, value: '', setValue: vi.fn(), error: undefined, isSent: false, submit: vi.fn(), close: vi.fn() }) }));
vi.mock('../../office-care/convert-reminder.ts', () => ({ useConvertAccountReminder: () => null }));
const { useAuthOverlaysScreen } = await import('./use-auth-overlays-screen.ts');

describe('useAuthOverlaysScreen', () => {
  it('shows no inactivity notice unless the session ended for inactivity', () => {
    expect(useAuthOverlaysScreen().inactivity).toBeUndefined();
    session = { ...session, wasSignedOutForInactivity: true };
    expect(useAuthOverlaysScreen().inactivity).toMatchObject({ title: 'You were signed out.', dismissLabel: 'Dismiss' });
  });

  it('says the captcha question loads until it is there, and blocks both buttons while busy', () => {
    const loading = useAuthOverlaysScreen().captcha;
    expect(loading.question).toBe('Loading the question…');
    expect(loading.field).toMatchObject({ label: 'Answer', value: '4', inputMode: 'numeric' });
    captcha = { ...captcha, question: 'How much is 2 + 2?', isBusy: true };
    const busy = useAuthOverlaysScreen().captcha;
    expect(busy.question).toBe('How much is 2 + 2?');
    expect(busy.submit).toEqual({ label: 'Confirm', isDisabled: true });
    expect(busy.reload).toMatchObject({ label: 'Another question', isDisabled: true });
  });

  it('asks the forgot-password login with the form text under the title', () => {
    const forgot = useAuthOverlaysScreen().forgotPassword;
    expect(forgot).toMatchObject({ title: 'Reset your password', submitLabel: 'Send the link', field: { label: 'Login, e-mail or phone', autoComplete: 'username' } });
    expect(forgot.sentText).toBeUndefined();
  });

  it('closes the reminder and then opens registration when its link is followed', () => {
    const reminder = useAuthOverlaysScreen().reminder;
    expect(reminder.register).toMatchObject({ label: 'Register', href: '/en/registration' });
    const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false, preventDefault: () => {} };
    reminder.register.onClick?.(click);
    expect(calls).toEqual(['dismiss', 'open registration']);
    expect(registrationClick).toHaveBeenCalledWith(click);
  });
});
