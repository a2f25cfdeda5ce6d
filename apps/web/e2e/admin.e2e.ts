import { AUTH_HEADER, boardListResponseSchema, messages } from '@akkyeo/contracts';
import { describe, expect, it } from 'vitest';
import { confirmDialog, logIn } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';
import { apiToken, DEMO_ACCOUNTS } from './support/api';

const { server, phone } = withPhoneBrowser({ server: {} });

async function boardList(token: string) {
  const response = await fetch(`${server.url}/v1/board/?size=50`, {
    headers: { [AUTH_HEADER]: token },
  });
  return boardListResponseSchema.parse(await response.json()).content;
}

describe('moderation on a phone', () => {
  it('a member reports a post, the admin hides it from 내 정보 → 신고 관리, and it leaves the board', async () => {
    const memberToken = await apiToken(server.url, DEMO_ACCOUNTS.member);
    const target = (await boardList(memberToken)).find((item) => item.memberName !== '알뜰쇼퍼')!;
    const excerpt = target.content.split('\n')[0]!;

    const member = await phone();
    await logIn(member.page, DEMO_ACCOUNTS.member, '/f/board');
    await member.page.waitForURL((url) => url.pathname === '/f/board');
    const card = member.page.locator('article', { hasText: excerpt }).first();
    await card.getByRole('button', { name: messages.board.menu }).tap();
    await member.page.getByRole('button', { name: messages.board.report }).tap();
    await member.page.getByRole('button', { name: '욕설/비방' }).tap();
    await confirmDialog(member.page, messages.board.confirmReport);
    await member.page.getByText(messages.board.reported).waitFor();

    const admin = await phone();
    await logIn(admin.page, DEMO_ACCOUNTS.admin, '/');
    await admin.page
      .getByRole('navigation')
      .getByRole('link', { name: messages.menu.myInfo })
      .tap();
    await admin.page.waitForURL((url) => url.pathname === '/myinfo');
    await admin.page.getByRole('link', { name: messages.admin.title }).tap();
    await admin.page.waitForURL((url) => url.pathname === '/admin/reports');
    await admin.page.reload();

    const report = admin.page.getByRole('article', { name: excerpt });
    await report.getByText('욕설/비방').waitFor();
    expect(await report.textContent()).toContain('알뜰쇼퍼');
    await saveScreenshot(admin.page, 'admin-reports');
    await report.getByRole('button', { name: messages.admin.hide }).tap();
    await confirmDialog(admin.page, messages.admin.confirmHide);
    await admin.page.getByText(messages.admin.hidden).waitFor();
    await report.waitFor({ state: 'detached' });

    await admin.page.getByRole('tab', { name: messages.admin.tabResolved }).tap();
    await admin.page
      .getByRole('article', { name: excerpt })
      .getByText(messages.admin.postHidden, { exact: true })
      .waitFor();

    await member.page.reload();
    await member.page.locator('article').first().waitFor();
    expect(await member.page.locator('article', { hasText: excerpt }).count()).toBe(0);
    expect((await boardList(memberToken)).map((item) => item.id)).not.toContain(target.id);
    await admin.context.close();
    await member.context.close();
  });

  it('keeps the moderation entry out of a member’s 내 정보', async () => {
    const { context, page } = await phone();
    await logIn(page, DEMO_ACCOUNTS.member, '/myinfo');
    await page.waitForURL((url) => url.pathname === '/myinfo');
    await page.getByRole('link', { name: messages.member.editMyInfo }).waitFor();
    expect(await page.getByRole('link', { name: messages.admin.title }).count()).toBe(0);
    await context.close();
  });
});
