/**
 * The public pages a phone's first load is measured on (the Lighthouse benchmark) and whose
 * server-rendered HTML the browser journeys hydrate: the station's pages, the platform's
 * discovery and a creator page, each of them a different mix of data and JavaScript.
 */
export const MEASURED_ROUTES = [
  '/',
  '/home',
  '/now-playing',
  '/schedule',
  '/news',
  '/search',
  '/search?q=synth',
  '/creator/synthgrl',
  '/tuneslingers',
  '/login',
] as const;
