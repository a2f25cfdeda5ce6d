import { AUTH_HEADER, boardDetailSchema, messages } from '@akkyeo/contracts';
import { describe, expect, it } from 'vitest';
import { tokenFor } from './helpers/auth-session';
import { createBoard, createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';

/** A post an admin hid for everyone: gone for others, open to admins, who can show it again. */

const t = withTestApp();

describe('a post hidden for everyone', () => {
  it('opens for an admin with moderatorHidden, is a 404 for others, and comes back when shown', async () => {
    const author = await createMember(t.db);
    const post = await createBoard(t.db, { member_id: author.id, content: '숨겨질 게시글입니다' });
    const admin = await tokenFor(await createMember(t.db, { role: 'ROLE_ADMIN' }));
    const member = await tokenFor(await createMember(t.db));
    const view = (token?: string) =>
      t.app.inject({
        url: `/v1/board/${post.id}`,
        headers: token ? { [AUTH_HEADER]: token } : {},
      });
    const moderate = (hidden: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/v1/admin/board/${post.id}/hidden`,
        headers: { [AUTH_HEADER]: admin },
        payload: { hidden },
      });

    expect(boardDetailSchema.parse((await view()).json()).moderatorHidden).toBe(false);
    expect((await moderate(true)).statusCode).toBe(200);
    for (const token of [undefined, member]) {
      const refused = await view(token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: messages.board.hiddenPost });
    }
    const seen = boardDetailSchema.parse((await view(admin)).json());
    expect(seen).toMatchObject({
      id: post.id,
      content: '숨겨질 게시글입니다',
      moderatorHidden: true,
    });

    expect((await moderate(false)).statusCode).toBe(200);
    expect(boardDetailSchema.parse((await view(member)).json()).moderatorHidden).toBe(false);
  });
});
