import { describe, expect, it } from 'vitest';
import { createBoard, createDeal, createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';
import { createTestServices } from './helpers/test-services';

const ctx = withTestApp();

describe('domain events run in the writing transaction', () => {
  it('a failing handler takes the comment, its count and every other handler’s rows back with it', async () => {
    const author = await createMember(ctx.db);
    const commenter = await createMember(ctx.db);
    const post = await createBoard(ctx.db, { member_id: author.id });
    const services = createTestServices(ctx.database);
    services.events.on('comment.created', () => Promise.reject(new Error('handler failed')));

    await expect(
      services.comments.create('board', post.id, commenter.id, {
        content: '안녕하세요',
        parentId: null,
      }),
    ).rejects.toThrow('handler failed');

    const comments = await ctx.db
      .selectFrom('board_comment')
      .where('board_id', '=', post.id)
      .selectAll()
      .execute();
    const notices = await ctx.db
      .selectFrom('notification')
      .where('member_id', '=', author.id)
      .selectAll()
      .execute();
    const { comment_count } = await ctx.db
      .selectFrom('board')
      .where('id', '=', post.id)
      .select('comment_count')
      .executeTakeFirstOrThrow();
    expect({ comments, notices, comment_count }).toEqual({
      comments: [],
      notices: [],
      comment_count: 0,
    });
  });

  it('the same write commits with its handlers’ rows when they succeed', async () => {
    const author = await createMember(ctx.db);
    const commenter = await createMember(ctx.db);
    const post = await createBoard(ctx.db, { member_id: author.id });
    const services = createTestServices(ctx.database);

    await services.comments.create('board', post.id, commenter.id, {
      content: '좋아요',
      parentId: null,
    });

    const notices = await ctx.db
      .selectFrom('notification')
      .where('member_id', '=', author.id)
      .select('type')
      .execute();
    expect(notices).toEqual([{ type: 'BOARD_COMMENT' }]);
  });

  it('a manager’s price cut reaches the keyword alerts as an event, queued with the edit', async () => {
    const manager = await createMember(ctx.db, { role: 'ROLE_MANAGER' });
    const deal = await createDeal(ctx.db, { price: 10_000, author_id: manager.id });
    const services = createTestServices(ctx.database);

    await services.feed.update({
      feedId: deal.id,
      name: deal.name,
      price: 8_000,
      isFreeShipping: deal.is_free_shipping,
      content: deal.content,
    });

    const jobs = await ctx.db
      .selectFrom('job')
      .where('queue', '=', 'alert.price-drop')
      .select('payload')
      .execute();
    expect(jobs.map((job) => job.payload)).toEqual([{ dealId: deal.id, from: 10_000, to: 8_000 }]);
  });
});
