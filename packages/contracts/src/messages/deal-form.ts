import { fieldLabels } from '../field-labels';

/** The deal write form's fields beyond the shared ones: typed by hand when the preview fails. */
export const dealForm = {
  fieldMarket: fieldLabels.shoppingMall,
  fieldImage: fieldLabels.image,
  marketPlaceholder: '예: 쿠팡, 무신사 (비우면 링크의 사이트)',
  imagePlaceholder: 'https:// 상품 이미지 주소 (선택)',
  clearLink: '링크 지우기',
  manualHint: '미리보기를 가져오지 못했습니다. 제목, 가격, 판매처, 이미지를 직접 입력해주세요.',
} as const;
