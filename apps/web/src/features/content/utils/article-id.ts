// The article an article link names (/pages/news/detail?id=12).

/** The `id` of an article link ("12"), or null when it is missing or not a positive whole number. */
export function parseArticleId(text: string | null): number | null {
  if (text === null || !/^\d{1,15}$/.test(text.trim())) return null;
  const id = Number(text.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
