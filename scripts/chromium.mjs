// The one place that says how to launch Debian's Chromium here (Playwright's own browser download does not work).
export const chromiumExecutable = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumLaunchOptions = { executablePath: chromiumExecutable, args: chromiumArgs };
