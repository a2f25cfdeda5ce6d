import { describe, expect, it } from 'vitest';
import { alertRuleInputSchema, alertSettingsSchema } from './alert';
import * as messages from './messages';

const firstMessage = (input: unknown) =>
  alertRuleInputSchema.safeParse(input).error?.issues[0]?.message;

describe('alert rule schema', () => {
  it('fills the defaults and trims the keyword', () => {
    expect(alertRuleInputSchema.parse({ keyword: ' 버즈 3 ' })).toEqual({
      keyword: '버즈 3',
      excludes: [],
      maxPrice: null,
      sources: [],
      freeShippingOnly: false,
      enabled: true,
    });
  });

  it.each(['ㄱㅅㅂ', 'Galaxy S24', 'ＡＢ', '버즈3프로'])('accepts the keyword %s', (keyword) => {
    expect(alertRuleInputSchema.safeParse({ keyword }).success).toBe(true);
  });

  it.each([
    [{ keyword: '버' }, messages.alert.keywordLength],
    [{ keyword: '가'.repeat(21) }, messages.alert.keywordLength],
    [{ keyword: '1+1 특가' }, messages.alert.keywordChars],
    [{ keyword: '버즈', excludes: ['케'.repeat(21)] }, messages.alert.excludeLength],
    [{ keyword: '버즈', excludes: [' '] }, messages.alert.excludeLength],
    [
      { keyword: '버즈', excludes: Array.from({ length: 11 }, (_, i) => `w${i}`) },
      messages.alert.excludesTooMany,
    ],
    [{ keyword: '버즈', maxPrice: -1 }, messages.alert.maxPrice],
    [{ keyword: '버즈', maxPrice: 1.5 }, messages.alert.maxPrice],
    [{ keyword: '버즈', sources: ['ELEVENST'] }, messages.alert.sources],
  ])('refuses %j with its Korean message', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
});

describe('alert settings schema', () => {
  const settings = { quietStart: '23:00', quietEnd: '07:00', quietEnabled: true, followUps: true };

  it.each(['00:00', '23:59', '07:30'])('accepts %s', (time) => {
    expect(alertSettingsSchema.safeParse({ ...settings, quietStart: time }).success).toBe(true);
  });

  it.each(['25:00', '24:00', '7:00', '07:60', '0700'])('refuses %s', (time) => {
    expect(
      alertSettingsSchema.safeParse({ ...settings, quietEnd: time }).error?.issues[0]?.message,
    ).toBe(messages.alert.time);
  });
});
