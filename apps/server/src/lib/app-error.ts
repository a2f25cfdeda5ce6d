import { messages, type ErrorCode } from '@akkyeo/contracts';

/**
 * An error a service throws to answer with a given status: the error handler replies
 * `{ status, code, message }`. `message` defaults to the Korean text of the code.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string = messages.errors[code],
  ) {
    super(message);
  }
}
