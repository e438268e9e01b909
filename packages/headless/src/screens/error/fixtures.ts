import type { ErrorModel } from './use-error-screen.ts';

/** Unknown path. */
export const notFound: ErrorModel = {
  tone: 'error',
  title: 'This page could not be found',
  text: 'The address may be mistyped, or the page was moved.',
  home: { label: 'Go to the home page', href: '/en' },
};

/** Unexpected failure. */
export const serverError: ErrorModel = {
  tone: 'error',
  title: 'Something went wrong',
  text: 'We could not open this page. Please try again in a moment.',
  reload: { label: 'Reload the page', onPress: () => {} },
};
