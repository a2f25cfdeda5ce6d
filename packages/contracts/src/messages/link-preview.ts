/** Why a link preview failed (LINK_PREVIEW_FAILED replies). */
export const linkPreview = {
  timeout: '상품 페이지가 응답하지 않습니다. 직접 입력해주세요.',
  tooLarge: '상품 페이지가 너무 큽니다. 직접 입력해주세요.',
  notHtml: '상품 페이지가 아닙니다. 직접 입력해주세요.',
  tooManyRedirects: '이동이 너무 많은 주소입니다. 직접 입력해주세요.',
  badStatus: '상품 페이지를 열 수 없습니다. 직접 입력해주세요.',
} as const;
