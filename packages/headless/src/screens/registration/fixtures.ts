// Registration models in the states the workbench shows: plain objects built from fake form states.
import { englishAuth as t, fakePhone, fakeRegistrationForm } from '../auth-form/fixture-kit.ts';
import { credentialsModel, registrationFormModel, type RegistrationModalModel, type RegistrationModel } from './use-registration-screen.ts';

type FormOverrides = Parameters<typeof fakeRegistrationForm>[0];
const page = (overrides: FormOverrides): RegistrationModel => {
  const form = fakeRegistrationForm(overrides);
  return { form: registrationFormModel(form, 'Registration', t), credentials: credentialsModel(form, t) };
};
const emailValues = { currency: 'USD', bonus: 1 as const, promoCode: '', terms: true, email: 'ann@example.com', password: 'secret123', birthDate: '1990-05-01', name: 'Ann', surname: 'Lee', login: '', phone: '', smsCode: '' };
const smsSent = { isSent: true, sentTo: '+7 912 345-67-89', secondsLeft: 42, resend: async () => {}, changePhone: () => {} };

/** The registration page: each type, field errors, sending, the SMS step, the new credentials, registration off. */
export const registrationFixtures = {
  empty: page({}),
  email: page({ type: 'full_reg', values: emailValues }),
  fieldErrors: page({ type: 'full_reg', errors: { email: 'Enter your e-mail', password: 'Enter a password', birthDate: 'Enter your date of birth', terms: 'Accept the terms to register' } }),
  submitting: page({ type: 'full_reg', values: emailValues, loading: true }),
  phone: page({ type: 'phone_reg', phone: fakePhone('912 345-67-89') }),
  smsStep: page({ type: 'phone_reg', phone: fakePhone('912 345-67-89'), sms: smsSent }),
  social: page({ type: 'soc_reg' }),
  done: page({ step: 'done', credentials: { login: '40512345', password: 'k7Hq2pLm' }, saved: [0] }),
  unavailable: {
    ...page({ isAvailable: false }),
    unavailable: { title: 'Registration is closed', text: 'New accounts cannot be opened on this site. If you already have one, log in.', action: { label: 'Go to the home page', href: '/en' } },
  },
} satisfies Record<string, RegistrationModel>;

/** The registration modal, empty. */
export const registrationModalFixture: RegistrationModalModel = { title: 'Registration', form: registrationFixtures.empty.form, closeLabel: 'Close', onClose: () => {} };
