// Debian's chromium and the flags it needs on these machines (no sandbox as root; no background
// networking, which the closed network refuses), for the browser tests and the benchmark alike.
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
