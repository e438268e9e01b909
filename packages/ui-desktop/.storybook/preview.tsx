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
  initialGlobals: { theme: 'light', viewport: { value: 'd1440', isRotated: false } },
  parameters: {
    layout: 'padded',
    viewport: {
      options: {
        d1440: { name: 'Desktop 1440×900', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
        d1280: { name: 'Desktop 1280×800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
