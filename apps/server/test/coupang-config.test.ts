import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GOLD_BOX_CHANGE_TIME_KST, nextGoldBoxChange } from '@akkyeo/contracts';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { dailySlots } from '../src/modules/partner/scheduler';

const SECRET = 'x'.repeat(40);
const load = (env: Record<string, string>) =>
  loadConfig({
    JWT_SECRET: SECRET,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'akkyeo-coupang-config-')),
    ...env,
  });

describe('Coupang configuration', () => {
  it('is off without keys, with the documented defaults', () => {
    expect(load({}).coupang).toEqual({
      keys: undefined,
      subId: undefined,
      apiBaseUrl: 'https://api-gateway.coupang.com',
      importEnabled: true,
      importTime: { hour: 7, minute: 35 },
      callsPerHour: 100,
    });
  });

  it('imports by default five minutes after the gold box changes (GOLD_BOX_CHANGE_TIME_KST)', () => {
    const { importTime } = load({}).coupang;
    for (const now of [new Date('2026-11-26T21:00:00Z'), new Date('2026-11-27T15:00:00Z')]) {
      expect(dailySlots(now, importTime)[0]?.runAt).toEqual(
        new Date(nextGoldBoxChange(now).getTime() + 5 * 60_000),
      );
    }
    expect(GOLD_BOX_CHANGE_TIME_KST).toBe('07:30');
  });

  it('reads keys, channel, gateway, schedule and budget', () => {
    const config = load({
      COUPANG_ACCESS_KEY: 'access',
      COUPANG_SECRET_KEY: 'secret',
      COUPANG_SUB_ID: 'akkyeo',
      COUPANG_API_BASE_URL: 'http://127.0.0.1:9999/',
      COUPANG_IMPORT_ENABLED: 'false',
      COUPANG_IMPORT_TIME: '23:05',
      COUPANG_CALLS_PER_HOUR: '50',
    });
    expect(config.coupang).toEqual({
      keys: { accessKey: 'access', secretKey: 'secret' },
      subId: 'akkyeo',
      apiBaseUrl: 'http://127.0.0.1:9999',
      importEnabled: false,
      importTime: { hour: 23, minute: 5 },
      callsPerHour: 50,
    });
  });

  it('names the variable of a bad value', () => {
    expect(() => load({ COUPANG_ACCESS_KEY: 'only-one' })).toThrow(ConfigError);
    expect(() => load({ COUPANG_SECRET_KEY: 'only-one' })).toThrow(/set both or neither/);
    expect(() => load({ COUPANG_IMPORT_TIME: '7:35' })).toThrow(
      /COUPANG_IMPORT_TIME: must be HH:MM/,
    );
    expect(() => load({ COUPANG_IMPORT_TIME: '24:00' })).toThrow(/COUPANG_IMPORT_TIME/);
    expect(() => load({ COUPANG_CALLS_PER_HOUR: '0' })).toThrow(/COUPANG_CALLS_PER_HOUR/);
    expect(() => load({ COUPANG_API_BASE_URL: 'ftp://x' })).toThrow(/COUPANG_API_BASE_URL/);
  });
});
