import { messages } from '@akkyeo/contracts';
import { shownFileName } from '../../lib/image-multipart';

/** The board's 400 text for a file that is not an image, naming it when the device gave it a name. */
export function notAnImageMessage(name: string): string {
  const shown = shownFileName(name);
  return shown ? messages.imageFiles.notAnImage(shown) : messages.board.notAnImage;
}
