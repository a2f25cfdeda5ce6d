import type { RawReply } from './raw-http';

const HANGUL = /[\uac00-\ud7a3]/;

/**
 * What is wrong with a reply by the API contract, or undefined: never a 5xx; every 4xx is JSON
 * `{status, code, message}` with the HTTP status and a Korean message; every 429 has Retry-After.
 */
export function contractProblem(reply: RawReply): string | undefined {
  if (reply.status === 0) return 'no reply';
  if (reply.status >= 500) return `status ${reply.status}`;
  if (reply.status < 400) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(reply.body);
  } catch {
    return `status ${reply.status} with a body that is not JSON: ${reply.body.slice(0, 80)}`;
  }
  const keys = body && typeof body === 'object' ? Object.keys(body).sort().join(',') : '';
  if (keys !== 'code,message,status') return `status ${reply.status} with keys ${keys}`;
  const error = body as { status: unknown; code: unknown; message: unknown };
  if (error.status !== reply.status)
    return `status ${reply.status} but body says ${String(error.status)}`;
  if (typeof error.code !== 'string') return 'code is not a string';
  if (typeof error.message !== 'string' || !HANGUL.test(error.message)) {
    return `message not Korean: ${String(error.message).slice(0, 80)}`;
  }
  if (reply.status === 429 && !/^\d+$/.test(reply.headers['retry-after'] ?? '')) {
    return '429 without Retry-After';
  }
  return undefined;
}
