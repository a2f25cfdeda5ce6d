import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { goldBoxImportHooks } from './helpers/test-services';
import { createOutbound } from '../src/lib/outbound';
import type { Database } from '../src/db/database';
import { createJobRunner } from '../src/jobs/runner';
import {
  createCoupangConnection,
  createPartnerService,
} from '../src/modules/partner/partner-service';
import { dailySlots, GOLD_BOX_QUEUE, registerPartnerJobs } from '../src/modules/partner/scheduler';
import { createTestDatabase } from './helpers/test-database';
import { coupangStubConfig, startCoupangStub, type CoupangStub } from './stubs/coupang-stub';

let stub: CoupangStub;
let database: Database;
const quiet = pino({ level: 'silent' });
const time = { hour: 7, minute: 35 };
/** Ten minutes ago, on the minute: with the import time set to it, today's slot is due and tomorrow's is not. */
const SLOT = new Date(Math.floor((Date.now() - 10 * 60_000) / 60_000) * 60_000);
const kstSlot = new Date(SLOT.getTime() + 9 * 3_600_000);
const slotTime = { hour: kstSlot.getUTCHours(), minute: kstSlot.getUTCMinutes() };
const kstDate = (days: number) =>
  new Date(kstSlot.getTime() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  stub = await startCoupangStub();
  database = await createTestDatabase();
});
afterAll(async () => {
  await stub.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.deleteFrom('job').execute();
  await database.db.deleteFrom('deal').execute();
  stub.goldBox = [stub.product(11), stub.product(12)];
});

const info: string[] = [];
const logger = { info: (message: string) => info.push(message) };

function instance(overrides: Parameters<typeof coupangStubConfig>[1] = {}) {
  const config = coupangStubConfig(stub.url, {
    importEnabled: true,
    importTime: slotTime,
    ...overrides,
  });
  const partner = createPartnerService({
    db: database.db,
    logger: quiet,
    client: createCoupangConnection({ config, db: database.db, outbound: createOutbound() }),
    ...goldBoxImportHooks(database),
  });
  const runner = createJobRunner({ db: database.db, logger: quiet });
  return { config, partner, runner };
}

const jobs = () =>
  database.db
    .selectFrom('job')
    .selectAll()
    .where('queue', '=', GOLD_BOX_QUEUE)
    .orderBy('run_at')
    .execute();

describe('daily slots', () => {
  it('are 07:35 KST today and tomorrow, keyed by the KST date', () => {
    const beforeSlot = new Date('2026-11-20T22:00:00Z');
    expect(dailySlots(beforeSlot, time)).toEqual([
      { uniqueKey: `${GOLD_BOX_QUEUE}:2026-11-21`, runAt: new Date('2026-11-20T22:35:00Z') },
      { uniqueKey: `${GOLD_BOX_QUEUE}:2026-11-22`, runAt: new Date('2026-11-21T22:35:00Z') },
    ]);
    expect(dailySlots(new Date('2026-11-20T14:59:59Z'), time)[0]?.uniqueKey).toBe(
      `${GOLD_BOX_QUEUE}:2026-11-20`,
    );
    expect(dailySlots(new Date('2026-12-31T15:00:00Z'), { hour: 23, minute: 59 })).toEqual([
      { uniqueKey: `${GOLD_BOX_QUEUE}:2027-01-01`, runAt: new Date('2027-01-01T14:59:00Z') },
      { uniqueKey: `${GOLD_BOX_QUEUE}:2027-01-02`, runAt: new Date('2027-01-02T14:59:00Z') },
    ]);
  });
});

describe('the daily gold-box import job', () => {
  it('is off without keys and says so once', async () => {
    info.length = 0;
    const { partner, runner, config } = instance({ keys: undefined });
    await registerPartnerJobs(runner, { partner, config, logger });
    expect(info).toHaveLength(1);
    expect(info[0]).toContain('COUPANG_ACCESS_KEY');
    expect(await jobs()).toHaveLength(0);
  });

  it('is off when COUPANG_IMPORT_ENABLED is false', async () => {
    info.length = 0;
    const { partner, runner, config } = instance({ importEnabled: false });
    await registerPartnerJobs(runner, { partner, config, logger });
    expect(info).toEqual([expect.stringContaining('COUPANG_IMPORT_ENABLED=false')]);
    expect(await jobs()).toHaveLength(0);
  });

  it('runs a due slot exactly once across three instances, and keeps the next one', async () => {
    const instances = [instance(), instance(), instance()];
    for (const { partner, runner, config } of instances) {
      await registerPartnerJobs(runner, { partner, config, logger, now: () => SLOT });
    }
    expect((await jobs()).map((j) => [j.unique_key, j.run_at])).toEqual([
      [`${GOLD_BOX_QUEUE}:${kstDate(0)}`, SLOT],
      [`${GOLD_BOX_QUEUE}:${kstDate(1)}`, new Date(SLOT.getTime() + 86_400_000)],
    ]);

    const calls = stub.calls('goldbox');
    const ran = await Promise.all(instances.map(({ runner }) => runner.runDue()));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(1);
    expect(stub.calls('goldbox')).toBe(calls + 1);

    const [today, tomorrow] = await jobs();
    expect(today?.completed_at).toBeInstanceOf(Date);
    expect(tomorrow?.completed_at).toBeNull();
    const deals = await database.db.selectFrom('deal').select('external_id').execute();
    expect(deals.map((d) => d.external_id).sort()).toEqual(['11', '12']);

    const late = instance();
    await registerPartnerJobs(late.runner, { ...late, logger, now: () => SLOT });
    expect(await late.runner.runDue()).toBe(0);
    expect(await jobs()).toHaveLength(2);
  });

  it('retries a failed import later and keeps the error', async () => {
    const { partner, runner, config } = instance();
    await registerPartnerJobs(runner, { partner, config, logger, now: () => SLOT });
    stub.failNext(401, { code: 'ERROR', message: 'Invalid signature.' });
    expect(await runner.runDue()).toBe(1);
    const [today] = await jobs();
    expect(today).toMatchObject({ attempts: 1, completed_at: null, failed_at: null });
    expect(today?.last_error).toContain('Invalid signature.');
    expect(today!.run_at.getTime()).toBeGreaterThan(Date.now());
  });
});
