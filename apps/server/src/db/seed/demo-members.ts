import type { Role } from '@akkyeo/contracts';

export interface DemoMember {
  loginId: string;
  password: string;
  nickname: string;
  role: Role;
  email: string;
  marketingAgreed: boolean;
}

/** The demo account everyone may use. */
export const DEMO_USER = { loginId: 'demo', password: 'demo1234!' } as const;
/** The demo manager (deal write and edit). */
export const DEMO_MANAGER = { loginId: 'manager', password: 'manager1234!' } as const;
/** The demo admin (moderation). */
export const DEMO_ADMIN = { loginId: 'admin', password: 'admin1234!' } as const;
const OTHERS_PASSWORD = 'password1234!';

/** Demo members; the first three are the named accounts above. */
export const DEMO_MEMBERS: DemoMember[] = [
  {
    ...DEMO_USER,
    nickname: '알뜰쇼퍼',
    role: 'ROLE_USER',
    email: 'demo@example.com',
    marketingAgreed: true,
  },
  {
    ...DEMO_MANAGER,
    nickname: '핫딜매니저',
    role: 'ROLE_MANAGER',
    email: 'manager@example.com',
    marketingAgreed: false,
  },
  {
    ...DEMO_ADMIN,
    nickname: '아껴라운영자',
    role: 'ROLE_ADMIN',
    email: 'admin@example.com',
    marketingAgreed: false,
  },
  ...[
    ['saver9', '살림9단', true],
    ['jachwi', '자취생활백서', false],
    ['camping', '캠핑러버', true],
    ['coffee', '커피한잔', false],
    ['jini', '육아맘지니', true],
    ['deukteam', '득템요정', false],
  ].map(([loginId, nickname, marketingAgreed]) => ({
    loginId: loginId as string,
    password: OTHERS_PASSWORD,
    nickname: nickname as string,
    role: 'ROLE_USER' as const,
    email: `${loginId as string}@example.com`,
    marketingAgreed: marketingAgreed as boolean,
  })),
];
