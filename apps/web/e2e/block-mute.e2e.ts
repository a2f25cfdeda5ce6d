import {
  appPath,
  AUTH_HEADER,
  memberProfileSchema,
  messages,
  paths,
  toUrl,
} from '@akkyeo/contracts';
import { describe, expect, it } from 'vitest';
import { apiToken, DEMO_ACCOUNTS, writeDeal, writePost } from './support/api';
import { confirmDialog, logIn } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';

const { server, phone } = withPhoneBrowser({ server: {} });

async function nicknameOf(token: string): Promise<string> {
  const response = await fetch(`${server.url}${paths.member.info}`, {
    headers: { [AUTH_HEADER]: token },
  });
  return memberProfileSchema.parse(await response.json()).nickName;
}

async function writeComment(token: string, postId: number, content: string) {
  const response = await fetch(`${server.url}${toUrl(paths.board.comment, { id: postId })}`, {
    method: 'POST',
    headers: { [AUTH_HEADER]: token, 'content-type': 'application/json' },
    body: JSON.stringify({ content, parentId: null }),
  });
  expect(response.status).toBeLessThan(300);
}

describe('block a member', () => {
  it('hides their posts and comments once blocked from the board menu; 내 정보 lifts the block', async () => {
    const adminToken = await apiToken(server.url, DEMO_ACCOUNTS.admin);
    const managerToken = await apiToken(server.url, DEMO_ACCOUNTS.manager);
    const admin = await nicknameOf(adminToken);
    const marker = `차단시험${Date.now() % 100_000}`;
    const adminPost = `${marker} 관리자가 쓴 글입니다`;
    const adminComment = `${marker} 관리자가 단 댓글`;
    await writePost(server.url, adminToken, { content: adminPost, category: '자유' });
    const managerPostId = await writePost(server.url, managerToken, {
      content: `${marker} 매니저가 쓴 글입니다`,
      category: '자유',
    });
    await writeComment(adminToken, managerPostId, adminComment);

    const { context, page } = await phone();
    await logIn(page, DEMO_ACCOUNTS.member, '/f/board');
    const card = page.locator('article').filter({ hasText: adminPost });
    await card.getByRole('button', { name: messages.board.menu }).tap();
    await page.getByRole('dialog').getByRole('button', { name: messages.block.blockAction }).tap();
    await confirmDialog(page, messages.block.blockConfirm(admin));
    await page.getByText(messages.block.blocked(admin)).waitFor();
    await card.waitFor({ state: 'detached' });
    await saveScreenshot(page, 'block-board-after');

    await page.goto(appPath('boardViewPage', { id: managerPostId }));
    await page.getByText(`${marker} 매니저가 쓴 글입니다`).waitFor();
    // The post and its comments arrive in one reply: once the post shows, so would the comment.
    expect(await page.getByText(adminComment).count()).toBe(0);

    await page.goto('/myinfo');
    await page.getByRole('button', { name: messages.block.blockListTitle }).tap();
    const sheet = page.getByRole('dialog', { name: messages.block.blockListTitle });
    await sheet.getByText(admin, { exact: true }).waitFor();
    await saveScreenshot(page, 'block-list');
    await sheet.getByRole('button', { name: messages.block.unblockNamed(admin) }).tap();
    await page.getByText(messages.block.unblocked(admin)).waitFor();
    await sheet.getByText(messages.block.blockListEmpty).waitFor();

    await page.goto('/f/board');
    await page.locator('article').filter({ hasText: adminPost }).waitFor();
    await page.goto(appPath('boardViewPage', { id: managerPostId }));
    await page.getByText(adminComment).waitFor();
    await context.close();
  });
});

describe('mute a store', () => {
  it('a card ⋯ hides the store’s deals from the feed, and the toast’s 되돌리기 brings them back', async () => {
    const managerToken = await apiToken(server.url, DEMO_ACCOUNTS.manager);
    const name = `숨김시험 ${Date.now() % 100_000} 무선 청소기`;
    const dealId = await writeDeal(server.url, managerToken, { name, price: 99_000 });
    const detail = (await (await fetch(`${server.url}/v1/feed/${dealId}`)).json()) as {
      market: string;
    };

    const { context, page } = await phone();
    await logIn(page, DEMO_ACCOUNTS.member, '/');
    const card = page.locator('article').filter({ hasText: name });
    await card.getByRole('button', { name: messages.feed.dealMenu }).tap();
    await saveScreenshot(page, 'mute-menu');
    await page.getByRole('button', { name: new RegExp(messages.block.muteMarket) }).tap();
    const toast = page
      .getByRole('status')
      .filter({ hasText: messages.block.mutedMarket(detail.market) });
    await toast.waitFor();
    await card.waitFor({ state: 'detached' });
    expect(await page.locator('article').filter({ hasText: detail.market }).count()).toBe(0);
    await saveScreenshot(page, 'mute-toast', { settle: false });

    await toast.getByRole('button', { name: messages.block.undo }).tap();
    await page.locator('article').filter({ hasText: name }).waitFor();

    await page.goto('/myinfo');
    await page.getByRole('button', { name: messages.block.muteListTitle }).tap();
    await page
      .getByRole('dialog', { name: messages.block.muteListTitle })
      .getByText(messages.block.muteListEmpty)
      .waitFor();

    // The deal's own page offers the same menu.
    await page.goto(`/f/about/${dealId}`);
    await page.getByRole('heading', { name }).waitFor();
    await page.getByRole('button', { name: messages.feed.dealMenu }).tap();
    await page
      .getByRole('dialog', { name: messages.feed.dealMenu })
      .getByRole('button', { name: messages.block.muteWordAction })
      .waitFor();
    await saveScreenshot(page, 'mute-deal-view');
    await context.close();
  });
});
