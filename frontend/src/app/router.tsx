import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import type { User } from '@/client';
import { AppShell, ShellSkeleton, type RouteHandle } from './app-shell';
import { BySession, SignedInOnly, SignedOutOnly } from './guards';
import { ScreenError } from './screen-error';

// Screens load per route (the route's `lazy`) so the landing page downloads only what it shows.

/** A signed-in user's screen, its code loaded when its route is first opened. */
const signedIn =
  <M,>(load: () => Promise<M>, show: (module: M, user: User) => ReactNode) =>
  async () => {
    const module = await load();
    return { element: <SignedInOnly>{(user) => show(module, user)}</SignedInOnly> };
  };

// Home is the scanner or the landing page by session, which is known only while rendering: each
// loads on its own when shown, so a visitor never downloads the scanner.
const LandingPage = lazy(() =>
  import('@/features/landing/components/landing-page').then((m) => ({ default: m.LandingPage })),
);
const HomeScanner = lazy(() =>
  import('@/features/scan/components/scanner-screen').then((m) => ({ default: m.ScannerScreen })),
);

/**
 * Pages pushed from Profile (its settings, help, Labs), and the Labs pages, pushed from Labs. The
 * legal pages belong to Profile too, but carry their own back link (home or Profile, by where they
 * were opened from), so the header adds none.
 */
const TO_PROFILE = { section: '/profile', back: { label: 'app.route.profile', to: '/profile' } } as const;
const TO_LABS = { section: '/profile', back: { label: 'app.route.labs', to: '/labs' } } as const;

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    // Until the first screen's code has loaded.
    hydrateFallbackElement: <ShellSkeleton />,
    // A screen whose code cannot load (offline before it was kept) or that fails while drawing.
    errorElement: <ScreenError />,
    children: [
      {
        index: true,
        handle: { title: 'app.brand', pageTitle: 'app.brand' } satisfies RouteHandle,
        element: (
          <Suspense fallback={<ShellSkeleton />}>
            <BySession signedIn={(user) => <HomeScanner userId={user.id} />} signedOut={<LandingPage />} />
          </Suspense>
        ),
      },
      {
        path: 'login',
        handle: { pageTitle: 'app.route.signIn' } satisfies RouteHandle,
        lazy: async () => {
          const { LoginPage } = await import('@/features/auth/components/login-page');
          return { element: <SignedOutOnly>{<LoginPage />}</SignedOutOnly> };
        },
      },
      {
        path: 'scanner',
        handle: { title: 'app.brand', pageTitle: 'app.route.scan' } satisfies RouteHandle,
        lazy: signedIn(
          () => import('@/features/scan/components/scanner-screen'),
          ({ ScannerScreen }, user) => <ScannerScreen userId={user.id} />,
        ),
      },
      {
        path: 'results/:id',
        handle: {
          title: 'app.route.results',
          section: '/history',
          back: { label: 'app.route.history', to: '/history' },
        } satisfies RouteHandle,
        lazy: signedIn(
          () => import('./routes/result-route'),
          ({ default: ResultRoute }) => <ResultRoute />,
        ),
      },
      {
        path: 'results/:id/edit',
        handle: {
          title: 'app.route.editMeal',
          section: '/history',
          back: { label: 'app.route.result', to: ({ id }) => `/results/${id ?? ''}` },
        } satisfies RouteHandle,
        lazy: signedIn(
          () => import('./routes/result-edit-route'),
          ({ default: ResultEditRoute }) => <ResultEditRoute />,
        ),
      },
      {
        path: 'history',
        handle: { title: 'app.route.history' } satisfies RouteHandle,
        lazy: signedIn(
          () => import('@/features/history/components/history-screen'),
          ({ HistoryScreen }, user) => <HistoryScreen userId={user.id} />,
        ),
      },
      {
        path: 'training',
        handle: { title: 'app.route.training' } satisfies RouteHandle,
        lazy: signedIn(
          () => import('@/features/training/components/training-screen'),
          ({ TrainingScreen }, user) => <TrainingScreen userId={user.id} />,
        ),
      },
      {
        path: 'profile',
        handle: { title: 'app.route.profile' } satisfies RouteHandle,
        lazy: signedIn(
          () => import('./routes/profile-route'),
          ({ default: ProfileRoute }, user) => <ProfileRoute user={user} />,
        ),
      },
      {
        path: 'notifications',
        handle: { title: 'app.route.notifications', ...TO_PROFILE } satisfies RouteHandle,
        lazy: signedIn(
          () => import('@/features/notifications/components/notifications-screen'),
          ({ NotificationsScreen }, user) => <NotificationsScreen userId={user.id} />,
        ),
      },
      {
        path: 'labs',
        handle: { title: 'app.route.labs', ...TO_PROFILE } satisfies RouteHandle,
        lazy: signedIn(
          () => import('@/features/labs/components/labs-screen'),
          ({ LabsScreen }) => <LabsScreen />,
        ),
      },
      {
        path: 'nutrition-demo',
        handle: { title: 'app.route.nutritionDemo', ...TO_LABS } satisfies RouteHandle,
        lazy: signedIn(
          () => import('@/features/nutrition-demo/components/nutrition-demo-screen'),
          ({ NutritionDemoScreen }) => <NutritionDemoScreen />,
        ),
      },
      {
        path: 'food-search',
        handle: { title: 'app.route.foodSearch', ...TO_LABS } satisfies RouteHandle,
        lazy: signedIn(
          () => import('@/features/food-search/components/food-search-screen'),
          ({ FoodSearchScreen }, user) => <FoodSearchScreen userId={user.id} />,
        ),
      },
      {
        path: 'recognition-engine-test',
        handle: { title: 'app.route.recognitionEngineTest', ...TO_LABS } satisfies RouteHandle,
        lazy: signedIn(
          () => import('@/features/recognition-engine-test/components/recognition-engine-test-screen'),
          ({ RecognitionEngineTestScreen }) => <RecognitionEngineTestScreen />,
        ),
      },
      {
        path: 'on-device-model-test',
        handle: { title: 'app.route.onDeviceModelTest', ...TO_LABS } satisfies RouteHandle,
        lazy: signedIn(
          () => import('@/features/on-device-model-test/components/on-device-model-test-screen'),
          ({ OnDeviceModelTestScreen }) => <OnDeviceModelTestScreen />,
        ),
      },
      // The addresses these two pages had first; links and bookmarks to them keep working.
      { path: 'passio-test', element: <Navigate to="/recognition-engine-test" replace /> },
      { path: 'passio-sdk-test', element: <Navigate to="/on-device-model-test" replace /> },
      {
        path: 'help',
        handle: { title: 'app.route.help', ...TO_PROFILE } satisfies RouteHandle,
        lazy: { Component: async () => (await import('@/features/help/components/help-screen')).HelpScreen },
      },
      {
        path: 'privacy',
        handle: { title: 'app.route.privacy', section: '/profile' } satisfies RouteHandle,
        lazy: { Component: async () => (await import('@/features/legal/components/privacy-page')).PrivacyPage },
      },
      {
        path: 'terms',
        handle: { title: 'app.route.terms', section: '/profile' } satisfies RouteHandle,
        lazy: { Component: async () => (await import('@/features/legal/components/terms-page')).TermsPage },
      },
      {
        path: '*',
        handle: { title: 'app.route.notFound', back: { label: 'app.route.scan', to: '/' } } satisfies RouteHandle,
        lazy: { Component: async () => (await import('./not-found-screen')).default },
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
