/** Every story renders inside UiProvider, in the colour mode picked in the toolbar, with axe failing on violations. */
import type { Decorator, Preview } from '@storybook/react-vite';
import type { LoaderFunction } from 'storybook/internal/types';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { UiProvider, type ColorMode } from '@ujuzi/ui';

const withUi: Decorator = (Story, context) => {
  const colorMode: ColorMode = context.globals['colorMode'] === 'dark' ? 'dark' : 'light';
  return (
    <UiProvider forcedColorMode={colorMode}>
      <Story />
    </UiProvider>
  );
};

// Start the mock service worker only once a story asks for handlers (`parameters.msw`): the design
// system's stories never need it. After that the loader runs for every story, to reset handlers.
const loadMsw = mswLoader();
let mswStarted = false;
const lazyMswLoader: LoaderFunction = (context) => {
  if (!mswStarted && !context.parameters['msw']) return {};
  mswStarted = true;
  return loadMsw(context);
};

const preview: Preview = {
  decorators: [withUi],
  loaders: [lazyMswLoader],
  globalTypes: {
    colorMode: {
      description: 'Colour mode',
      toolbar: {
        title: 'Colour mode',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    colorMode: 'light',
  },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile: { name: 'Mobile (360)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    // Any axe violation fails the story's test (the vitest run) and shows in the a11y panel. In the test
    // run axe still checks every rule on every element but details only the violations: building
    // selectors for every passing element took a tenth or more of each story's time.
    a11y: { test: 'error', options: import.meta.env.MODE === 'test' ? { resultTypes: ['violations'] } : {} },
  },
};

export default preview;
