import type { BoardDetail } from '@akkyeo/contracts';

/** A post as a visitor gets it, with its first picture's size for its link card. */
export interface PostPageValue {
  post: BoardDetail;
  pictureSize: { width: number; height: number } | null;
}

declare module '../../plugins/page-preloads' {
  interface PageValues {
    boardViewPage: PostPageValue;
  }
}
