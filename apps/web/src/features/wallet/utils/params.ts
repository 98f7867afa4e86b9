// Query parameters of the wallet's routes, read defensively: a link can be edited by hand.

/** '3' -> 3; null for anything that is not a positive whole number. */
export function parseId(text: string | null): number | null {
  if (text === null || !/^\d{1,9}$/.test(text.trim())) return null;
  const id = Number(text.trim());
  return id > 0 ? id : null;
}
