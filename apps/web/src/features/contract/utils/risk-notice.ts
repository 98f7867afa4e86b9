// Whether a user accepted the contract risk notice, remembered in this browser per user id, so it
// shows before each user's first order and not again.
const KEY_PREFIX = 'contractRiskAccepted:';

export function riskAccepted(userId: number | undefined): boolean {
  if (userId === undefined) return false;
  try {
    return window.localStorage.getItem(`${KEY_PREFIX}${userId}`) === '1';
  } catch {
    return false;
  }
}

export function acceptRisk(userId: number | undefined): void {
  if (userId === undefined) return;
  try {
    window.localStorage.setItem(`${KEY_PREFIX}${userId}`, '1');
  } catch {
    // Storage unavailable: the notice shows again next visit, which is safe.
  }
}
