// The home pop-up announcement is shown once per version of it: its id and publication time.
const STORAGE_KEY_POP_SEEN = 'homePopSeen';

export const popVersionOf = (article: { id: number; created_at: number }) => `${article.id}:${article.created_at}`;

export function isPopSeen(version: string): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY_POP_SEEN) === version;
  } catch {
    return false;
  }
}

export function markPopSeen(version: string): void {
  try {
    localStorage.setItem(STORAGE_KEY_POP_SEEN, version);
  } catch {
    // Without storage it shows again next visit, which is the safe side.
  }
}
