import type { BoardListItem } from '@akkyeo/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KakaoSdk } from '@/shared/lib';
import { useToastStore } from '@/shared/ui';
import { sharePost } from './share-post';

const post = {
  id: 12,
  content: `<b>캠핑</b> 후기\n${'가'.repeat(100)}`,
  imgPaths: ['/cdn/board/a.webp'],
} as BoardListItem;

afterEach(() => {
  delete window.Kakao;
});

describe('sharePost', () => {
  it('sends a KakaoTalk feed share with the cut description, the first image and the post link', async () => {
    const sendDefault = vi.fn();
    const kakao: KakaoSdk = { init: vi.fn(), isInitialized: () => true, Share: { sendDefault } };
    window.Kakao = kakao;
    await sharePost(post, 'js-key');
    const url = `${window.location.origin}/f/board/12`;
    expect(sendDefault).toHaveBeenCalledWith({
      objectType: 'feed',
      content: {
        title: '아껴라껴 게시판',
        description: `캠핑 후기 ${'가'.repeat(74)}`,
        imageUrl: `${window.location.origin}/cdn/board/a.webp`,
        link: { mobileWebUrl: url, webUrl: url },
      },
      buttons: [{ title: '게시글 보기', link: { mobileWebUrl: url, webUrl: url } }],
    });
  });

  it('copies the link with the post number when there is no Kakao key and no Web Share', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, share: undefined });
    await sharePost(post);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/f/board/12`);
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([
      'URL이 복사되었습니다! (글 번호: 12)',
    ]);
  });
});
