// The splash of index.html (the logo and the site name, painted before any script runs) covers the
// page until the first screen is up, so a start shows no empty navy page and no spinner; then it fades.
const SPLASH_ID = 'splash';
const SPLASH_OUT_CLASS = 'splash--out';
/** The fade of index.html's .splash transition, and a little more. */
const SPLASH_FADE_MS = 250;

export function hideSplash(): void {
  const splash = document.getElementById(SPLASH_ID);
  if (!splash) return;
  splash.classList.add(SPLASH_OUT_CLASS);
  window.setTimeout(() => splash.remove(), SPLASH_FADE_MS);
}
