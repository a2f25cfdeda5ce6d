import { messages } from '@akkyeo/contracts';

/** One uploaded image spooled to a temporary file, with the name the member's device gave it. */
export interface UploadedFile {
  path: string;
  /** May be empty. */
  name: string;
}

/** The 400 text for a file that is not an image, naming it when the device gave it a name. */
export function notAnImageMessage(name: string): string {
  const clean = name.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  const shown = clean.length > 60 ? `${clean.slice(0, 59)}…` : clean;
  return shown ? messages.imageFiles.notAnImage(shown) : messages.board.notAnImage;
}
