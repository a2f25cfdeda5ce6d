import { messages, type BoardHiddenResponse } from '@akkyeo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { setBoardHiddenForEveryone } from '../board/service';

/** Hides or shows a post for everyone; 404 when it is missing or deleted. */
export async function setBoardHidden(
  db: Kysely<DB>,
  id: number,
  hidden: boolean,
): Promise<BoardHiddenResponse> {
  if (!(await setBoardHiddenForEveryone(db, id, hidden))) {
    throw new AppError(404, 'NOT_FOUND', messages.board.notFound);
  }
  return { id, hidden };
}
