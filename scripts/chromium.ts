import { existsSync } from 'node:fs';

/** Flags that let the system Chromium run headless as root on a machine with no outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The system Chromium's path: CHROMIUM_PATH when set, else the usual install places. */
export function findChromium(explicit?: string): string {
  const found = [explicit, ...candidates].find(
    (path): path is string => !!path && existsSync(path),
  );
  if (!found) {
    throw new Error(
      'No Chromium found. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.',
    );
  }
  return found;
}
