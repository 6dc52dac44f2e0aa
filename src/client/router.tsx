import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { pages } from '../shared/site/pages';

type Page = LazyExoticComponent<ComponentType>;

// One chunk per page: each page module loads only when its route is visited.
const LandingPage = lazy(() =>
  import('./pages/landing-page').then((m) => ({ default: m.LandingPage })),
);
const BuildingPage = lazy(() =>
  import('./pages/building-page').then((m) => ({ default: m.BuildingPage })),
);
const NotFoundPage = lazy(() =>
  import('./pages/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

/** Pages that are finished; every other path of the page list shows the "being built" panel. */
const finishedPages: Record<string, Page> = {
  '/': LandingPage,
  '/landing': LandingPage,
};

export const routeTable: { path: string; component: Page }[] = pages.map((page) => ({
  path: page.path,
  component: finishedPages[page.path] ?? BuildingPage,
}));

function PageFallback() {
  return (
    <div className="grid min-h-[50vh] place-items-center" role="status">
      <span className="sr-only">Loading page…</span>
      <span aria-hidden className="live-dot" />
    </div>
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        {routeTable.map((route) => (
          <Route key={route.path} path={route.path} component={route.component} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
