import type { Decorator, Preview } from '@storybook/react-vite';
import { LinkProvider, type LinkProps } from '../src/components/link-context.tsx';
import './preview.css';

/** Links render as plain anchors that stay on the story (the app hands in its router's link instead). */
function WorkbenchLink(props: LinkProps) {
  return <a {...props} onClick={(event) => (props.onClick ? props.onClick(event) : event.preventDefault())} />;
}

/** The page's theme, as the app sets it on <html> (light or dark tokens). */
const withTheme: Decorator = (Story, context) => {
  document.documentElement.dataset.theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  document.documentElement.lang = 'en';
  return <Story />;
};

const withLinks: Decorator = (Story) => (
  <LinkProvider value={WorkbenchLink}>
    <Story />
  </LinkProvider>
);

const preview: Preview = {
  decorators: [withLinks, withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: [{ value: 'light', title: 'Light' }, { value: 'dark', title: 'Dark' }], dynamicTitle: true },
    },
  },
  // `iframe.html?id=…&globals=theme:dark` renders a story in the dark theme (the workbench test run uses both).
  initialGlobals: { theme: 'light', viewport: { value: 'm390', isRotated: false } },
  parameters: {
    layout: 'padded',
    viewport: {
      options: {
        m390: { name: 'Phone 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        m360: { name: 'Phone 360×740', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
