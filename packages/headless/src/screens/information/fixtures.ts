import type { InformationModel } from './information-model.ts';

const noop = () => undefined;

/** The contacts page, as the content service answers it in English. */
export const contacts: InformationModel = {
  status: 'ready',
  title: 'Contacts',
  loadingLabel: 'Loading the page',
  errorText: 'The page could not be loaded.',
  retry: { label: 'Try again', onPress: noop },
  contents: {
    label: 'On this page',
    items: [
      { id: 'support', text: 'Customer support', href: '/en/information/contacts#support' },
      { id: 'complaints', text: 'Complaints', href: '/en/information/contacts#complaints' },
    ],
  },
  blocks: [
    { key: '0', type: 'heading', text: 'Customer support', id: 'support' },
    { key: '1', type: 'paragraph', runs: [{ key: '1.0', text: 'Our support team answers every day, around the clock.', isStrong: false }] },
    {
      key: '2',
      type: 'list',
      items: [
        { key: '2.0', runs: [{ key: '2.0.0', text: 'E-mail: ', isStrong: false }, { key: '2.0.1', text: 'support@betfront.example', isStrong: false, link: { href: 'mailto:support@betfront.example', isExternal: false } }] },
        { key: '2.1', runs: [{ key: '2.1.0', text: 'Phone: ', isStrong: false }, { key: '2.1.1', text: '+44 20 7946 0000', isStrong: true }] },
      ],
    },
    { key: '3', type: 'heading', text: 'Complaints', id: 'complaints' },
    { key: '4', type: 'paragraph', runs: [{ key: '4.0', text: 'If our answer does not settle the matter, see ', isStrong: false }, { key: '4.1', text: 'Dispute resolution', isStrong: false, link: { href: '/en/information/disputeresolution', isExternal: false } }, { key: '4.2', text: '.', isStrong: false }] },
  ],
};

/** A page not written in German yet, shown in English with a note. */
export const inEnglish: InformationModel = { ...contacts, fallbackNote: 'This page is not translated yet and is shown in English.' };

export const loading: InformationModel = { ...contacts, status: 'loading', title: 'Contacts', contents: { label: 'On this page', items: [] }, blocks: [] };

export const failed: InformationModel = { ...loading, status: 'error' };
