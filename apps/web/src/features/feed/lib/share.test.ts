import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/shared/ui';
import type { KakaoSdk } from '@/shared/lib';
import { shareToMessenger } from './share';

const target = {
  url: 'https://akkyeo.example/f/about/5',
  title: '무선 이어폰',
  description: '39,900원 입니다',
  imageUrl: 'https://akkyeo.example/cdn/deal/a.webp',
};

afterEach(() => {
  delete window.Kakao;
});

describe('shareToMessenger', () => {
  it('sends a KakaoTalk feed message when a JavaScript key is configured', async () => {
    const init = vi.fn();
    const sendDefault = vi.fn();
    const kakao: KakaoSdk = { init, isInitialized: () => false, Share: { sendDefault } };
    window.Kakao = kakao;
    await shareToMessenger(target, 'js-key');
    expect(init).toHaveBeenCalledWith('js-key');
    const link = { mobileWebUrl: target.url, webUrl: target.url };
    expect(sendDefault).toHaveBeenCalledWith({
      objectType: 'feed',
      content: {
        title: '무선 이어폰',
        description: '39,900원 입니다',
        imageUrl: target.imageUrl,
        link,
      },
      buttons: [{ title: '구매하기', link }],
    });
  });

  it('copies the URL when neither Kakao nor the Web Share API is available', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    await shareToMessenger(target);
    expect(writeText).toHaveBeenCalledWith(target.url);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(
      'URL이 복사되었습니다!',
    );
  });
});
