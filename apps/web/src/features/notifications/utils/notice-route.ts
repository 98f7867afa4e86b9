/** A notice's link is an in-app hash route, stored with or without its '#'; anything else opens nothing. */
export function routeOfNotice(link: string): string | null {
  const route = link.replace(/^#/, '');
  return route.startsWith('/') ? route : null;
}
