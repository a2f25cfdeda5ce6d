import { messages, type ErrorBody } from '@akkyeo/contracts';

function isErrorBody(value: unknown): value is ErrorBody {
  if (!value || typeof value !== 'object') return false;
  const { status, code, message } = value as Record<string, unknown>;
  return typeof status === 'number' && typeof code === 'string' && typeof message === 'string';
}

/** A failed call: the server's `{status, code, message}`, or a local one for timeouts and network failures. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: ErrorBody;

  constructor(body: ErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = body.status;
    this.code = body.code;
    this.body = body;
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    const body: unknown = await response.json().catch(() => null);
    if (isErrorBody(body)) return new ApiError(body);
    return new ApiError({
      status: response.status,
      code: 'HTTP_ERROR',
      message: messages.app.unexpectedError,
    });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A message fit to show a user for any thrown value. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : messages.app.unexpectedError;
}
