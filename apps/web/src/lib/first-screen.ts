// The moment the first screen is on the page, so work that can wait (the realtime socket) starts
// after it rather than competing with it: page "load" alone can come first on a slow phone.
let markShown: () => void = () => {};
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Called once the app's routes have committed their first render. */
export function markFirstScreenShown(): void {
  markShown();
}

export function firstScreenShown(): Promise<void> {
  return shown;
}
