import { describe, expect, it } from 'vitest';
import * as messages from './messages';
import { passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it('says why a password that meets the shown rule is still refused', () => {
    expect(passwordProblem('Test1234!')).toBe(messages.auth.passwordCommonWord('test'));
    expect(passwordProblem('P@ssw0rd1')).toBe(messages.auth.passwordCommonWord('password'));
    expect(passwordProblem('qwer1234!')).toBe(messages.auth.passwordKeyboardWalk);
    expect(passwordProblem('kimchi77!x', 'kimchi77')).toBe(messages.auth.passwordContainsId);
    expect(passwordProblem('short1!')).toBe(messages.auth.passwordPolicy);
  });

  it('accepts a password of the rule that is none of those', () => {
    expect(passwordProblem('Gyeran#84Bap')).toBeNull();
  });
});
