import { fieldLabelOf } from './field-labels';
import * as messages from './messages';

/** The parts of a validation issue (a zod issue, or the server's copy of one) a message needs. */
export interface FieldIssue {
  code: string;
  expected?: unknown;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  /** The value refused, when the validator reports it. */
  input?: unknown;
}

/** Fields holding an http(s) address. */
const URL_FIELDS = new Set(['url', 'image', 'endpoint']);

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The Korean message for what is wrong with one request field (`price`, `items.0.name`: the last
 * named part counts): 가격은 0원 이상으로 입력해주세요. A field we do not name gets the generic
 * 입력값을 확인해주세요.
 */
export function fieldErrorMessage(path: string, issue?: FieldIssue): string {
  const field = path.split('.').findLast((part) => !/^\d+$/.test(part)) ?? path;
  const label = fieldLabelOf(field);
  if (!label) return messages.errors.VALIDATION_FAILED;
  const say = messages.validation;
  const min = Number(issue?.minimum);
  const max = Number(issue?.maximum);
  switch (issue?.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return say.notInteger(label);
      if (issue.expected !== 'number') return say.required(label);
      return 'input' in issue && isBlank(issue.input) ? say.required(label) : say.notNumber(label);
    case 'too_small':
      if (issue.origin === 'string')
        return min <= 1 ? say.required(label) : say.tooShort(label, min);
      return issue.origin === 'number' ? say.tooSmall(label, min, field) : say.invalid(label);
    case 'too_big':
      if (issue.origin === 'string') return say.tooLong(label, max);
      return issue.origin === 'number' ? say.tooBig(label, max, field) : say.invalid(label);
    case 'custom':
    case 'invalid_format':
      if ('input' in issue && isBlank(issue.input)) return say.required(label);
      return URL_FIELDS.has(field) ? say.notHttpUrl(label) : say.invalid(label);
    default:
      return say.invalid(label);
  }
}
