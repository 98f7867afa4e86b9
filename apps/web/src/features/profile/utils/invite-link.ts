// The invitation link: this app's register page with the code in `?invite=`, which the register
// page reads into the invitation code field.
import { PATHS } from '../../../lib/paths.ts';

export function inviteLink(inviteCode: string, location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${location.origin}${location.pathname}#${PATHS.register}?invite=${encodeURIComponent(inviteCode)}`;
}
