/** Kakao's JavaScript SDK, pinned with its published integrity hash. */
const SDK_URL = 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js';
const SDK_INTEGRITY = 'sha384-TiCUE00h649CAMonG018J2ujOgDKW/kVWlChEuu4jK2vxfAAD0eZxzCKakxg55G4';

interface KakaoLink {
  mobileWebUrl: string;
  webUrl: string;
}

/** The part of `window.Kakao` we use: init and the feed-type Talk share. */
export interface KakaoSdk {
  init: (key: string) => void;
  isInitialized: () => boolean;
  Share: {
    sendDefault: (message: {
      objectType: 'feed';
      content: {
        title: string;
        description: string;
        imageUrl?: string;
        imageWidth?: number;
        imageHeight?: number;
        link: KakaoLink;
      };
      buttons: { title: string; link: KakaoLink }[];
    }) => void;
  };
}

declare global {
  interface Window {
    Kakao?: KakaoSdk;
  }
}

let loading: Promise<KakaoSdk> | null = null;

/** Loads and initialises the SDK once; rejects when it cannot be loaded. */
export function loadKakao(javascriptKey: string): Promise<KakaoSdk> {
  loading ??= new Promise<KakaoSdk>((resolve, reject) => {
    const ready = () => {
      const kakao = window.Kakao;
      if (!kakao) return reject(new Error('Kakao SDK missing'));
      if (!kakao.isInitialized()) kakao.init(javascriptKey);
      resolve(kakao);
    };
    if (window.Kakao) return ready();
    const script = document.createElement('script');
    script.src = SDK_URL;
    script.integrity = SDK_INTEGRITY;
    script.crossOrigin = 'anonymous';
    script.async = true;
    script.onload = ready;
    script.onerror = () => reject(new Error('Kakao SDK failed to load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
