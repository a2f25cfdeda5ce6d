/** Korean names of request fields: the form labels, and what validation messages call a field. */
export const fieldLabels = {
  url: '상품 링크',
  name: '제목',
  price: '가격',
  content: '내용',
  image: '이미지 주소',
  partnerLink: '파트너 링크',
  shoppingMall: '판매처',
  isFreeShipping: '무료배송',
  containImage: '사진 포함',
  discountTerms: '할인 조건',
  feedId: '핫딜 번호',
  keyword: '검색어',
  page: '페이지',
  size: '페이지 크기',
  category: '카테고리',
  reason: '신고 사유',
  nickname: '닉네임',
  email: '이메일',
  password: '비밀번호',
  newPassword: '새 비밀번호',
  endpoint: '푸시 구독 주소',
  json: '게시글 정보',
  tip: '제보 정보',
  removePicture: '사진 삭제',
  seenUpdatedAt: '확인한 제보의 수정 시각',
} as const;

/** The Korean name of a request field; undefined for a field we do not name. */
export function fieldLabelOf(field: string): string | undefined {
  return Object.hasOwn(fieldLabels, field)
    ? fieldLabels[field as keyof typeof fieldLabels]
    : undefined;
}
