import { COMPANY_COPYRIGHT_YEAR } from '../constants';

export const app = {
  name: '아껴라껴',
  loading: '로딩 중입니다...',
  loadFailed: '데이터를 불러올 수 없습니다.',
  endOfList: '더 이상 불러올 내용이 없습니다.',
  unexpectedError: '예상치 못한 오류가 발생했어요.',
  retryLater: '잠시 후 다시 시도해주세요.',
  requestTimeout: '요청 시간이 초과되었습니다. 잠시 후 다시 시도해주세요.',
  networkError: '네트워크 연결을 확인해주세요.',
  confirm: '확인',
  cancel: '취소',
  close: '닫기',
  post: '등록',
  edit: '수정',
  notFoundPage: '페이지를 찾을 수 없습니다.',
  goHome: '홈으로',
  copyright: `© ${COMPANY_COPYRIGHT_YEAR} 아껴라껴. All rights reserved.`,
  businessInfo:
    '상호: 아껴라껴 | 사업자등록번호: 000-00-00000 | 통신판매업신고: 제2024-서울-0000호',
} as const;
