import type { Decorator, Preview } from '@storybook/react-vite';
import { afterEach as checkAccessibility } from '@storybook/addon-a11y/preview';
import type { A11yParameters } from '@storybook/addon-a11y';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../frontend/src/app/providers';
import { routes as appRoutes } from '../frontend/src/app/router';
import { configureApiClient } from '../frontend/src/lib/api-client';
import { currentLocale, loadMessages } from '../frontend/src/lib/i18n/intl';
import { browserLanguage } from '../frontend/src/lib/i18n/languages';
import { forgetDisplayPreferences } from '../frontend/src/lib/i18n/remembered-preferences';
import { forgetPhotoRecognitionAnswer } from '../frontend/src/lib/recognition/recognition-status';
import { createQueryClient } from '../frontend/src/lib/query-client';
import {
  createMockAuthService,
  demoProviderUser,
  type MockAuthOptions,
} from '../frontend/src/testing/mock-auth-service';
import { cameraFor, type CameraScenario } from '../frontend/src/testing/fake-camera';
import { defaultHandlers, resetMockApis } from '../frontend/src/testing/mocks/handlers';
import '../frontend/src/styles/global.css';

configureApiClient({ currentLanguage: currentLocale });

// Stories wait for a state, never for a time: findBy* and waitFor return as soon as the element or
// the state appears. Their ceiling is only a backstop against a state that never comes, and is set
// far above what a first lazily compiled screen takes on a saturated 2-core machine (seen: several
// seconds at a load average of 20), so a slow machine never fails a story that works.
configure({ asyncUtilTimeout: 30_000 });

export interface RouteParameter {
  /** Route pattern the story's component is mounted at, e.g. '/results/:id'. */
  path?: string;
  /** URL the memory router starts at. */
  url?: string;
  /** Render the whole app (shell + routes) instead of the story's component alone. */
  app?: boolean;
}

/**
 * The device's locale a story is drawn for: `parameters.locale` (a story in German), else the
 * toolbar's choice, else British English (grams, millilitres and kcal, as most of the world reads).
 */
const storyLocales = (context: { parameters: Record<string, unknown>; globals: Record<string, unknown> }) => [
  (context.parameters.locale as string | undefined) ?? (context.globals.locale as string | undefined) ?? 'en-GB',
];

/** Loads the story's language before it draws, so its first frame is already translated. */
const loadStoryLanguage = async (context: {
  parameters: Record<string, unknown>;
  globals: Record<string, unknown>;
}) => {
  await loadMessages(browserLanguage(storyLocales(context)));
  return {};
};

/**
 * A fresh QueryClient, memory router and mock identity provider for every
 * story, so no state leaks between stories. `parameters.auth` configures the
 * provider (default: signed in as the demo user, matching the MSW handlers);
 * `parameters.camera` picks a camera scenario (default: a fake live camera).
 */
const withProviders: Decorator = (Story, context) => {
  const device = storyLocales(context);
  const route = (context.parameters.route ?? {}) as RouteParameter;
  const auth = createMockAuthService({
    user: demoProviderUser,
    ...(context.parameters.auth as MockAuthOptions | undefined),
  });
  const routes: RouteObject[] = route.app
    ? appRoutes
    : [
        { path: route.path ?? '/', element: <Story /> },
        { path: '*', element: null }, // where a story navigates away to
      ];
  const router = createMemoryRouter(routes, { initialEntries: [route.url ?? route.path ?? '/'] });
  return (
    <AppProviders
      queryClient={createQueryClient()}
      loadAuthService={async () => auth}
      openCamera={cameraFor((context.parameters.camera as CameraScenario | undefined) ?? 'fake')}
      deviceLocales={device}
    >
      <RouterProvider router={router} />
    </AppProviders>
  );
};

/**
 * The theme a story is drawn in: `parameters.theme` ('light' or 'dark'), else the toolbar's
 * choice; set on <html> as the app sets it, so the dark tokens in global.css apply.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.parameters.theme as string | undefined) ?? (context.globals.theme as string | undefined);
  document.documentElement.dataset.theme = theme === 'dark' ? 'dark' : 'light';
  return <Story />;
};

/** Axe's rules that depend on colours: the only ones a change of theme can break. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The story tests draw each story once, in the light theme, where its play function runs and the
 * a11y addon checks the whole page. Then the finished state is shown in the dark theme (transitions
 * off, so colours are final at once) and the addon's own check runs again with axe's colour rules
 * only (a rule a story disables stays off): every state a story reaches is checked in both themes'
 * colours. A story that pins its theme (`parameters.theme`) is checked in that theme only. In
 * Storybook itself the toolbar picks the theme and nothing else runs.
 */
const checkDarkThemeColours: NonNullable<Preview['afterEach']> = async (context) => {
  const { parameters, viewMode } = context;
  if (import.meta.env.VITEST_STORYBOOK === undefined || viewMode !== 'story' || parameters.theme) return;
  const a11y = parameters.a11y as A11yParameters | undefined;
  // axe runs every rule `runOnly` names, even one the story turned off: those are left out here.
  const off = new Set((a11y?.config?.rules ?? []).filter((rule) => rule.enabled === false).map((rule) => rule.id));
  const colourRules = COLOUR_RULES.filter((id) => !off.has(id));
  if (colourRules.length === 0) return;
  const root = document.documentElement;
  const drawnIn = root.dataset.theme;
  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
  document.head.append(still);
  root.dataset.theme = 'dark';
  try {
    void getComputedStyle(document.body).color; // the dark colours are computed before axe reads them
    await checkAccessibility({
      ...context,
      parameters: {
        ...parameters,
        a11y: {
          ...a11y,
          options: {
            ...a11y?.options,
            runOnly: { type: 'rule', values: colourRules },
          },
        },
      },
    });
  } catch (failure) {
    throw new Error(`In the dark theme: ${failure instanceof Error ? failure.message : String(failure)}`, {
      cause: failure,
    });
  } finally {
    root.dataset.theme = drawnIn ?? 'light';
    still.remove();
  }
};

const preview: Preview = {
  decorators: [withProviders, withTheme],
  // Every story starts from the mock APIs' first data, whatever a story before it changed, and with
  // no language, units or answer about photo recognition kept on the device (story files share a
  // page, and its storage: a story in kJ left the next file's History drawing its first frame in kJ).
  beforeEach: () => {
    resetMockApis();
    forgetDisplayPreferences();
    forgetPhotoRecognitionAnswer();
  },
  afterEach: checkDarkThemeColours,
  globalTypes: {
    locale: {
      description: "The device's language and region",
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en-GB', title: 'English (UK): g, ml, kcal' },
          { value: 'en-US', title: 'English (US): oz, fl oz, kcal' },
          { value: 'en-AU', title: 'English (Australia): kJ' },
          { value: 'es-ES', title: 'Español' },
          { value: 'de-DE', title: 'Deutsch' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  loaders: [mswLoader(), loadStoryLanguage],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: defaultHandlers },
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile390: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        mobile360: { name: 'Small phone (360 × 740)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  initialGlobals: { viewport: { value: 'mobile390', isRotated: false }, theme: 'light', locale: 'en-GB' },
};

export default preview;
