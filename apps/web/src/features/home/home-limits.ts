// How much of each list the home screen shows; the early start script (build/early-start.ts) asks for
// the same, so its answers are the ones the screen wants.
export const HOME_BANNERS_MAX = 5;
export const HOME_ANNOUNCEMENTS_MAX = 3;
