import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AppShell, ShellSkeleton, type RouteHandle } from './app-shell';
import { BySession, SignedInOnly, SignedOutOnly } from './guards';

// Screens load per route so the landing page downloads only what it shows.
const LandingPage = lazy(() =>
  import('@/features/landing/components/landing-page').then((m) => ({ default: m.LandingPage })),
);
const LoginPage = lazy(() => import('@/features/auth/components/login-page').then((m) => ({ default: m.LoginPage })));
const HistoryScreen = lazy(() =>
  import('@/features/history/components/history-screen').then((m) => ({ default: m.HistoryScreen })),
);
const ScannerScreen = lazy(() =>
  import('@/features/scan/components/scanner-screen').then((m) => ({ default: m.ScannerScreen })),
);
const ResultRoute = lazy(() => import('./routes/result-route'));
const ResultEditRoute = lazy(() => import('./routes/result-edit-route'));
const FoodSearchScreen = lazy(() =>
  import('@/features/food-search/components/food-search-screen').then((m) => ({ default: m.FoodSearchScreen })),
);
const ProfileRoute = lazy(() => import('./routes/profile-route'));
const LabsScreen = lazy(() =>
  import('@/features/labs/components/labs-screen').then((m) => ({ default: m.LabsScreen })),
);
const NutritionDemoScreen = lazy(() =>
  import('@/features/nutrition-demo/components/nutrition-demo-screen').then((m) => ({
    default: m.NutritionDemoScreen,
  })),
);
const PrivacyPage = lazy(() =>
  import('@/features/legal/components/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);
const TermsPage = lazy(() => import('@/features/legal/components/terms-page').then((m) => ({ default: m.TermsPage })));
const HelpScreen = lazy(() =>
  import('@/features/help/components/help-screen').then((m) => ({ default: m.HelpScreen })),
);
const NotificationsScreen = lazy(() =>
  import('@/features/notifications/components/notifications-screen').then((m) => ({
    default: m.NotificationsScreen,
  })),
);
const TrainingScreen = lazy(() =>
  import('@/features/training/components/training-screen').then((m) => ({ default: m.TrainingScreen })),
);
const RecognitionEngineTestScreen = lazy(() =>
  import('@/features/recognition-engine-test/components/recognition-engine-test-screen').then((m) => ({
    default: m.RecognitionEngineTestScreen,
  })),
);
const OnDeviceModelTestScreen = lazy(() =>
  import('@/features/on-device-model-test/components/on-device-model-test-screen').then((m) => ({
    default: m.OnDeviceModelTestScreen,
  })),
);
const NotFoundScreen = lazy(() => import('./not-found-screen'));

/**
 * Pages pushed from Profile (its settings, help, Labs), and the Labs pages, pushed from Labs. The
 * legal pages belong to Profile too, but carry their own back link (home or Profile, by where they
 * were opened from), so the header adds none.
 */
const TO_PROFILE = { section: '/profile', back: { label: 'Profile', to: '/profile' } } as const;
const TO_LABS = { section: '/profile', back: { label: 'Labs', to: '/labs' } } as const;

const screen = (node: ReactNode) => <Suspense fallback={<ShellSkeleton />}>{node}</Suspense>;

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        index: true,
        handle: { title: 'Morsel', pageTitle: 'Morsel' } satisfies RouteHandle,
        element: screen(
          <BySession signedIn={(user) => <ScannerScreen userId={user.id} />} signedOut={<LandingPage />} />,
        ),
      },
      {
        path: 'login',
        handle: { pageTitle: 'Sign in' } satisfies RouteHandle,
        element: screen(<SignedOutOnly>{<LoginPage />}</SignedOutOnly>),
      },
      {
        path: 'scanner',
        handle: { title: 'Morsel', pageTitle: 'Scan' } satisfies RouteHandle,
        element: screen(<SignedInOnly>{(user) => <ScannerScreen userId={user.id} />}</SignedInOnly>),
      },
      {
        path: 'results/:id',
        handle: {
          title: 'Results',
          section: '/history',
          back: { label: 'History', to: '/history' },
        } satisfies RouteHandle,
        element: screen(<SignedInOnly>{() => <ResultRoute />}</SignedInOnly>),
      },
      {
        path: 'results/:id/edit',
        handle: {
          title: 'Edit meal',
          section: '/history',
          back: { label: 'Result', to: ({ id }) => `/results/${id ?? ''}` },
        } satisfies RouteHandle,
        element: screen(<SignedInOnly>{() => <ResultEditRoute />}</SignedInOnly>),
      },
      {
        path: 'history',
        handle: { title: 'History' } satisfies RouteHandle,
        element: screen(<SignedInOnly>{(user) => <HistoryScreen userId={user.id} />}</SignedInOnly>),
      },
      {
        path: 'training',
        handle: { title: 'Training' } satisfies RouteHandle,
        element: screen(<SignedInOnly>{(user) => <TrainingScreen userId={user.id} />}</SignedInOnly>),
      },
      {
        path: 'profile',
        handle: { title: 'Profile' } satisfies RouteHandle,
        element: screen(<SignedInOnly>{(user) => <ProfileRoute user={user} />}</SignedInOnly>),
      },
      {
        path: 'notifications',
        handle: { title: 'Notifications', ...TO_PROFILE } satisfies RouteHandle,
        element: screen(<SignedInOnly>{(user) => <NotificationsScreen userId={user.id} />}</SignedInOnly>),
      },
      {
        path: 'labs',
        handle: { title: 'Labs', ...TO_PROFILE } satisfies RouteHandle,
        element: screen(<SignedInOnly>{() => <LabsScreen />}</SignedInOnly>),
      },
      {
        path: 'nutrition-demo',
        handle: { title: 'Nutrition Demo', ...TO_LABS } satisfies RouteHandle,
        element: screen(<SignedInOnly>{() => <NutritionDemoScreen />}</SignedInOnly>),
      },
      {
        path: 'food-search',
        handle: { title: 'Food Search', ...TO_LABS } satisfies RouteHandle,
        element: screen(<SignedInOnly>{() => <FoodSearchScreen />}</SignedInOnly>),
      },
      {
        path: 'recognition-engine-test',
        handle: { title: 'Recognition Engine Test', ...TO_LABS } satisfies RouteHandle,
        element: screen(<SignedInOnly>{() => <RecognitionEngineTestScreen />}</SignedInOnly>),
      },
      {
        path: 'on-device-model-test',
        handle: { title: 'On-Device Model Test', ...TO_LABS } satisfies RouteHandle,
        element: screen(<SignedInOnly>{() => <OnDeviceModelTestScreen />}</SignedInOnly>),
      },
      // The addresses these two pages had first; links and bookmarks to them keep working.
      { path: 'passio-test', element: <Navigate to="/recognition-engine-test" replace /> },
      { path: 'passio-sdk-test', element: <Navigate to="/on-device-model-test" replace /> },
      { path: 'help', handle: { title: 'Help', ...TO_PROFILE } satisfies RouteHandle, element: screen(<HelpScreen />) },
      {
        path: 'privacy',
        handle: { title: 'Privacy', section: '/profile' } satisfies RouteHandle,
        element: screen(<PrivacyPage />),
      },
      {
        path: 'terms',
        handle: { title: 'Terms', section: '/profile' } satisfies RouteHandle,
        element: screen(<TermsPage />),
      },
      {
        path: '*',
        handle: { title: 'Not found', back: { label: 'Scan', to: '/' } } satisfies RouteHandle,
        element: screen(<NotFoundScreen />),
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
