import type { AppRouteName } from '../app-routes';

/** The tab title of each screen: `<screen> · 아껴라껴`; detail pages name their deal or post. */
export const pageTitle = {
  format: (screen: string) => `${screen} · 아껴라껴`,
  /** A post's title: its first words. */
  postExcerptLength: 30,
  screens: {
    main: '핫딜',
    home: '핫딜',
    feedLikePage: '관심목록',
    feedViewPage: '핫딜',
    feedWritePage: '핫딜 작성',
    feedEditPage: '핫딜 수정',
    login: '로그인',
    join: '회원가입',
    signup: '회원가입',
    boardListPage: '게시판',
    boardWritePage: '게시글 작성',
    BoardEditPage: '게시글 수정',
    boardViewPage: '게시글',
    notiListPage: '알림',
    keywordAlertPage: '키워드 알림',
    searchPage: '검색',
    MyInfoPage: '내 정보',
    MyActivityPage: '내 활동',
    editMyinfo: '내 정보 수정',
    pwdReset: '비밀번호 재설정',
    loginUnlock: '로그인 잠금 풀기',
    idFind: '아이디 찾기',
    joinSuccess: '로그인',
    selectJoinPage: '시작하기',
    pushTest: '푸시 테스트',
    adminReportsPage: '신고 관리',
    adminEndedReportsPage: '종료 신고',
    notFound: '페이지를 찾을 수 없습니다',
  } satisfies Record<AppRouteName | 'notFound', string>,
} as const;
