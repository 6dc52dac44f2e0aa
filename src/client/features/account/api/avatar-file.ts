import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '../../../../shared/account.constants';

const allowedTypes: readonly string[] = AVATAR_TYPES;
const maxMegabytes = AVATAR_MAX_BYTES / (1024 * 1024);

export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');
export const AVATAR_RULES = `PNG, JPEG, WebP or GIF, up to ${maxMegabytes} MB.`;

/**
 * Why a chosen file cannot be a profile picture, or null when it can. Checked before sending,
 * so nobody waits on a 2 MB upload only to hear it was the wrong kind of file.
 */
export function avatarFileProblem(file: File): string | null {
  if (!allowedTypes.includes(file.type)) {
    return `“${file.name}” is not a PNG, JPEG, WebP or GIF image.`;
  }
  if (file.size > AVATAR_MAX_BYTES) {
    const size = (file.size / (1024 * 1024)).toFixed(1);
    return `“${file.name}” is ${size} MB; a profile picture can be at most ${maxMegabytes} MB.`;
  }
  return null;
}
