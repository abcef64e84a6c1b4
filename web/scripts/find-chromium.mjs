// Where Chromium is: CHROME_PATH or PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH when set (a user with
// Chrome elsewhere points at it), else the first Chromium or Chrome on PATH. Node built-ins only:
// the bootstrap uses it before node_modules exists.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The browser's path, or undefined when there is none. */
export function findChromium() {
  for (const variable of ['CHROME_PATH', 'PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH']) {
    const path = process.env[variable];
    if (path && isExecutable(path)) return path;
  }
  const folders = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const name of NAMES) {
    for (const folder of folders) {
      if (isExecutable(join(folder, name))) return join(folder, name);
    }
  }
  return undefined;
}

/** The browser's path, or an Error that says how to provide one. */
export function chromiumPath() {
  const path = findChromium();
  if (!path) {
    throw new Error('Chromium not found: install it (Debian: apt-get install chromium) or set CHROME_PATH');
  }
  return path;
}
