import { describe, expect, it } from 'vitest';
import { withTestApp } from './helpers/test-app';

const ctx = withTestApp({ config: { backgroundJobs: false } });

const queued = async () =>
  (await ctx.db.selectFrom('job').select('queue').execute()).map((row) => row.queue);

describe('BACKGROUND_JOBS', () => {
  it('false: the instance serves requests and leaves the jobs to another', async () => {
    await ctx.app.backgroundJobs.start();
    expect(await queued()).toEqual([]);
    expect((await ctx.app.inject({ url: '/v1/feed/?size=10' })).statusCode).toBe(200);
    await ctx.app.backgroundJobs.stop();
  });

  it('true (the default): the worker starts and queues the share image backfill', async () => {
    const { app } = await ctx.startInstance({ config: { backgroundJobs: true } });
    await app.backgroundJobs.start();
    try {
      expect(await queued()).toContain('share.backfill');
    } finally {
      await app.backgroundJobs.stop();
    }
  });
});
