import type { Kysely } from 'kysely';
import { hashPassword } from '../../src/lib/password';
import type { Board, DB, Deal, Member, NewBoard, NewDeal, NewMember } from '../../src/db/types';

let sequence = 0;
const nextId = () => ++sequence;

/** Inserts a member (ROLE_USER, unique login id/email/nickname); `password` is hashed into password_hash. */
export async function createMember(
  db: Kysely<DB>,
  overrides: Partial<NewMember> & { password?: string } = {},
): Promise<Member> {
  const n = nextId();
  const { password, ...columns } = overrides;
  return db
    .insertInto('member')
    .values({
      login_id: `user${n}`,
      email: `user${n}@example.com`,
      nickname: `회원${n}`,
      password_hash: password === undefined ? null : await hashPassword(password),
      terms_agreed_at: new Date(),
      ...columns,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const DAY_MS = 86_400_000;

/**
 * A member with standing (docs/security.md): an account a month old with one post of their own,
 * so their 종료됐어요 reports end deals and their votes move the 인기 score under the default rules.
 */
export async function createMemberWithStanding(
  db: Kysely<DB>,
  overrides: Partial<NewMember> & { password?: string } = {},
): Promise<Member> {
  const joined = new Date(Date.now() - 30 * DAY_MS);
  const member = await createMember(db, {
    created_at: joined,
    terms_agreed_at: joined,
    ...overrides,
  });
  await createBoard(db, { member_id: member.id });
  return member;
}

/** Inserts a deal (our own pick by default) with its search columns filled from name, market and content text. */
export async function createDeal(db: Kysely<DB>, overrides: Partial<NewDeal> = {}): Promise<Deal> {
  const n = nextId();
  const name = overrides.name ?? `테스트 상품 ${n}`;
  const market = overrides.market ?? '11번가';
  const contentText = overrides.content_text ?? '좋은 상품입니다';
  return db
    .insertInto('deal')
    .values({
      source: 'AKKYEO',
      name,
      price: 10_000,
      market,
      link: `https://shop.example.com/products/${n}`,
      content: `<p>${contentText}</p>`,
      content_text: contentText,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Inserts a board post; creates its author unless `member_id` is given. */
export async function createBoard(
  db: Kysely<DB>,
  overrides: Partial<NewBoard> = {},
): Promise<Board> {
  const n = nextId();
  const content = overrides.content ?? `테스트 게시글 ${n}번 내용입니다`;
  const memberId = overrides.member_id ?? (await createMember(db)).id;
  return db
    .insertInto('board')
    .values({
      category: '자유',
      content,
      ...overrides,
      member_id: memberId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
