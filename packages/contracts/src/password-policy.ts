import { PASSWORD_PATTERN } from './auth';
import * as messages from './messages';

/** Words that, with a simple digit run, make up most leaked passwords that pass the pattern. */
const COMMON_WORDS = new Set([
  'password',
  'passwd',
  'pass',
  'qwerty',
  'qwer',
  'qwert',
  'asdf',
  'asdfgh',
  'zxcv',
  'zxcvbn',
  'abc',
  'abcd',
  'abcde',
  'abcdef',
  'admin',
  'root',
  'test',
  'user',
  'login',
  'welcome',
  'letmein',
  'iloveyou',
  'love',
  'hello',
  'dragon',
  'monkey',
  'master',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'korea',
  'seoul',
  'akkyeo',
  'qazwsx',
  'a',
  'aa',
  'aaa',
  'aaaa',
  'q',
  'qq',
  'qqq',
]);

/** Digits that are a run (1234…, 9876…) or one repeated digit, or common years. */
function isSimpleDigits(digits: string): boolean {
  if (digits.length === 0) return true;
  if (/^(\d)\1*$/.test(digits)) return true;
  const ascending = '01234567890123456789';
  const descending = '98765432109876543210';
  return ascending.includes(digits) || descending.includes(digits) || /^(19|20)\d\d$/.test(digits);
}

/** Keyboard walks mixing letters and digits (1q2w3e4r, q1w2e3r4). */
const KEYBOARD_WALKS = ['1q2w3e4r5t', 'q1w2e3r4t5', '1qaz2wsx', 'qwer1234', 'asdf1234'];

/**
 * The Korean message of the first rule the password breaks, or null when it is acceptable:
 * 8–16 characters with a letter, a digit and a special character; not containing the login ID;
 * not a keyboard walk; not a common word with a simple run of digits. The message says which, so
 * the sign-up and password forms show it under the field before anything is sent; the server
 * checks the same rules.
 */
export function passwordProblem(password: string, loginId?: string | null): string | null {
  if (!PASSWORD_PATTERN.test(password)) return messages.auth.passwordPolicy;
  const lower = password.toLowerCase();
  if (loginId && lower.includes(loginId.toLowerCase())) return messages.auth.passwordContainsId;
  const letters = lower.replace(/[^a-z]/g, '');
  const digits = lower.replace(/\D/g, '');
  const bare = lower.replace(/[^a-z\d]/g, '');
  if (KEYBOARD_WALKS.some((walk) => walk.startsWith(bare) || bare.startsWith(walk))) {
    return messages.auth.passwordKeyboardWalk;
  }
  const leetLetters = lower
    .replace(/@/g, 'a')
    .replace(/0/g, 'o')
    .replace(/\$/g, 's')
    .replace(/[^a-z]/g, '');
  const word = COMMON_WORDS.has(letters)
    ? letters
    : COMMON_WORDS.has(leetLetters)
      ? leetLetters
      : null;
  if (word !== null && isSimpleDigits(digits)) return messages.auth.passwordCommonWord(word);
  return null;
}
