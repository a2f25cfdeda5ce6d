import { groupDigits } from '../number-format';
import { fieldLabelOf } from '../field-labels';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;

/**
 * The word with the particle its last syllable takes: `pair[0]` after a final consonant
 * (제목을), `pair[1]` after a vowel (링크를); both as `을(를)` when the word does not end in Hangul.
 */
function withParticle(word: string, pair: readonly [string, string]): string {
  const code = word.charCodeAt(word.length - 1);
  if (!(code >= HANGUL_FIRST && code <= HANGUL_LAST)) return `${word}${pair[0]}(${pair[1]})`;
  return `${word}${(code - HANGUL_FIRST) % 28 === 0 ? pair[1] : pair[0]}`;
}

/** Units a field's limits are written with (가격은 0원 이상). */
const fieldUnits: Partial<Record<string, string>> = { price: '원' };

const subject = (label: string) => withParticle(label, ['은', '는']);
const object = (label: string) => withParticle(label, ['을', '를']);

/**
 * What is wrong with one field, named in Korean (server VALIDATION_FAILED replies and the form
 * messages beside each field). `field` is the request field's name.
 */
export const validation = {
  field: (field: string) => {
    const label = fieldLabelOf(field);
    return label ? `${object(label)} 확인해주세요.` : '입력값을 확인해주세요.';
  },
  required: (label: string) => `${object(label)} 입력해주세요.`,
  notNumber: (label: string) => `${subject(label)} 숫자로 입력해주세요.`,
  notInteger: (label: string) => `${subject(label)} 소수점 없이 입력해주세요.`,
  tooSmall: (label: string, min: number, field: string) =>
    `${subject(label)} ${groupDigits(min)}${fieldUnits[field] ?? ''} 이상으로 입력해주세요.`,
  tooBig: (label: string, max: number, field: string) =>
    `${subject(label)} ${groupDigits(max)}${fieldUnits[field] ?? ''} 이하로 입력해주세요.`,
  tooShort: (label: string, min: number) => `${subject(label)} ${min}자 이상 입력해주세요.`,
  tooLong: (label: string, max: number) => `${subject(label)} ${max}자 이하로 입력해주세요.`,
  notHttpUrl: (label: string) =>
    `${subject(label)} http:// 또는 https://로 시작하는 주소로 입력해주세요.`,
  invalid: (label: string) => `${object(label)} 확인해주세요.`,
  notPublicUrl: (label: string) =>
    `${subject(label)} 공개된 인터넷 주소여야 해요. 내부·사설 주소는 쓸 수 없어요.`,
} as const;
