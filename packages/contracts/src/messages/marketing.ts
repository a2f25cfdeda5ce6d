export const marketing = {
  title: '마케팅 정보 수신 동의',
  purpose: '이벤트, 할인 혜택, 신규 서비스 안내',
  items: '닉네임, 이메일',
  retention: '동의 철회 또는 회원 탈퇴 시까지',
  refusal: '동의를 거부하실 수 있으며, 거부하셔도 서비스 이용에 제한은 없습니다.',
  effectiveDate: '시행일자: 2025년 2월 27일',
} as const;
