/** Messages of the server's error replies, by error code. */
export const errors = {
  VALIDATION_FAILED: '입력값을 확인해주세요.',
  MALFORMED_JSON: '요청 형식이 올바르지 않습니다.',
  MALFORMED_REQUEST: '요청 형식이 올바르지 않습니다.',
  PAYLOAD_TOO_LARGE: '요청 크기가 너무 큽니다.',
  UNSUPPORTED_MEDIA_TYPE: '지원하지 않는 요청 형식입니다.',
  LOGIN_REQUIRED: '로그인 후 이용 가능합니다!',
  FORBIDDEN: '접근할 수 없습니다.',
  NOT_FOUND: '요청하신 내용을 찾을 수 없습니다.',
  METHOD_NOT_ALLOWED: '허용되지 않는 요청입니다.',
  CONFLICT: '이미 처리된 요청입니다.',
  DUPLICATE_ID: '이미 사용 중인 아이디입니다.',
  DUPLICATE_EMAIL: '이미 사용 중인 이메일입니다.',
  RATE_LIMITED: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  SERVICE_UNAVAILABLE: '서비스를 잠시 사용할 수 없습니다. 잠시 후 다시 시도해주세요.',
  INTERNAL_ERROR: '예상치 못한 오류가 발생했어요.',
  DUPLICATE_NICKNAME: '이미 사용 중인 닉네임입니다.',
  LOGIN_FAILED: '아이디와 비밀번호를 확인해주세요.',
  CURRENT_PASSWORD_MISMATCH: '기존 비밀번호가 일치하지 않습니다.',
  INVALID_RESET_TOKEN:
    '비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다. 다시 요청해주세요.',
  KAKAO_LOGIN_FAILED: '카카오 로그인에 실패했습니다.',
  KAKAO_UNAVAILABLE: '카카오 로그인을 사용할 수 없습니다. 잠시 후 다시 시도해주세요.',
  INVALID_IMAGE: '이미지 파일만 올릴 수 있습니다.',
  LINK_PREVIEW_FAILED: '상품 정보를 가져오지 못했습니다. 직접 입력해주세요.',
  URL_NOT_ALLOWED: '이 주소는 미리보기를 가져올 수 없습니다. 직접 입력해주세요.',
  HEADERS_TOO_LARGE: '요청 헤더나 주소가 너무 깁니다.',
  // Paging (cursor lists and the page window).
  INVALID_CURSOR: '목록 위치 정보가 올바르지 않습니다. 목록을 처음부터 다시 불러와주세요.',
  PAGE_TOO_DEEP: '너무 먼 페이지입니다. 목록을 스크롤해서 이어 보거나 검색을 이용해주세요.',
  // Keyword alerts.
  ALERT_RULE_LIMIT: '키워드 알림은 20개까지 만들 수 있어요.',
  DUPLICATE_ALERT_RULE: '같은 조건의 키워드 알림이 이미 있어요.',
  // Login lockouts.
  INVALID_UNLOCK_TOKEN:
    '로그인 잠금 해제 링크가 만료되었거나 이미 사용되었습니다. 로그인을 다시 시도하면 새 링크를 보내드립니다.',
  // 제보.
  TIP_ALREADY_HANDLED: '다른 매니저가 이미 처리한 제보예요.',
  TIP_EDITED_MEANWHILE:
    '제보한 회원이 방금 제보를 고쳤어요. 새로 불러온 내용을 확인하고 다시 게시해 주세요.',
} as const;
