import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/shared/ui';
import type { KakaoSdk } from '@/shared/lib';
import { feedDetail } from '@/test/factories';
import { shareDeal } from './share';

const origin = window.location.origin;
const deal = feedDetail({
  id: 5,
  name: '무선 이어폰',
  price: 39_900,
  imgLink: '/cdn/deal/a.webp',
  shareImage: '/cdn/share/5-0123abcd.jpg',
});

// Kakao's SDK is loaded (and initialised) once a page: one stand-in for every test.
const init = vi.fn();
const sendDefault = vi.fn();
const kakao: KakaoSdk = {
  init,
  isInitialized: () => init.mock.calls.length > 0,
  Share: { sendDefault },
};

beforeAll(() => {
  window.Kakao = kakao;
});
afterEach(() => {
  sendDefault.mockClear();
});
afterAll(() => {
  delete window.Kakao;
});

describe('shareDeal', () => {
  it('sends a KakaoTalk feed message with the share image when a JavaScript key is configured', async () => {
    await shareDeal(deal, 'js-key');
    expect(init).toHaveBeenCalledWith('js-key');
    const url = `${origin}/f/about/5`;
    const link = { mobileWebUrl: url, webUrl: url };
    expect(sendDefault).toHaveBeenCalledWith({
      objectType: 'feed',
      content: {
        title: '무선 이어폰',
        description: '39,900원 입니다',
        imageUrl: `${origin}/cdn/share/5-0123abcd.jpg`,
        imageWidth: 1200,
        imageHeight: 630,
        link,
      },
      buttons: [{ title: '구매하기', link }],
    });
  });

  it('falls back to the deal picture until its share image is drawn', async () => {
    await shareDeal({ ...deal, shareImage: null }, 'js-key');
    const [[message]] = sendDefault.mock.calls as [[{ content: Record<string, unknown> }]];
    expect(message.content.imageUrl).toBe(`${origin}/cdn/deal/a.webp`);
    expect(message.content).not.toHaveProperty('imageWidth');
  });

  it('copies the URL when neither Kakao nor the Web Share API is available', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    await shareDeal(deal);
    expect(writeText).toHaveBeenCalledWith(`${origin}/f/about/5`);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(
      'URL이 복사되었습니다!',
    );
  });
});
