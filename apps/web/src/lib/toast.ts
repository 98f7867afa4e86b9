// A toast from outside a page (the API client, the session). antd-mobile's Toast brings its mask and
// the animation library behind it (react-spring, about 13 KB on the wire), which the first screen
// must not wait for: it loads with the first toast, a moment the user is already reading the screen.
export function showToast(content: string): void {
  void import('antd-mobile/es/components/toast').then(({ default: Toast }) => Toast.show({ content }));
}
