// Sign-in models in the states the workbench shows: plain objects built from fake form states.
import { englishAuth as t, fakeLoginForm, fakePhone } from '../auth-form/fixture-kit.ts';
import { signInFormModel, type SignInModalModel, type SignInModel } from './use-sign-in-screen.ts';

const page = (form: Parameters<typeof fakeLoginForm>[0]): SignInModel => ({ form: signInFormModel(fakeLoginForm(form), 'Log in', t) });
const filledValues = { login: 'demo', passwordLogin: 'demo1234', phone: '', passwordPhone: '', phoneBySms: '', remember: true, smsCode: '', twoStepCode: '' };

/** The sign-in page: empty, filled, field errors, a refused sign-in, sending, the SMS step, two-step, signed in. */
export const signInFixtures = {
  empty: page({}),
  filled: page({ values: filledValues }),
  fieldErrors: page({ errors: { login: 'Enter your login or e-mail', passwordLogin: 'Enter your password' } }),
  refused: page({ values: filledValues, message: 'Wrong login or password' }),
  submitting: page({ values: filledValues, loading: true }),
  smsPhone: page({ currentForm: 'sms', tab: 'sms', smsPhone: fakePhone('912 345-67-89') }),
  smsStep: page({ currentForm: 'sms', tab: 'sms', smsPhone: fakePhone('912 345-67-89'), sms: { isSent: true, sentTo: '+7 912 345-67-89', secondsLeft: 42, send: async () => {}, resend: async () => {}, changePhone: () => {} } }),
  twoStep: page({ currentForm: 'login_password_two_step_code', isTwoStep: true }),
  signedIn: { ...page({}), signedIn: { title: 'You are already signed in', text: 'Your account is open in this browser.', action: { label: 'Go to my account', href: '/en/office/account' } } },
} satisfies Record<string, SignInModel>;

/** The sign-in modal, empty. */
export const signInModalFixture: SignInModalModel = { form: signInFormModel(fakeLoginForm(), 'Log in', t), closeLabel: 'Close', onClose: () => {} };
