// Keyword alerts at scale: 100,000 enabled rules over 10,000 members, then deals posted through
// the feed service as a manager posts them; the `alert.match` job runs on a job runner woken as
// the server's is. Prints the time from a deal's commit to all its notifications enqueued (the
// match job's transaction committed) and how many rules the gram index handed the matcher.
// On its own: `node --import tsx tools/bench/keyword-alerts.ts` (PostgreSQL from
// BENCH_DATABASE_URL or TEST_DATABASE_URL, scratch database; PGlite in memory unless ALERT_BENCH_PGLITE=0).
import { pathToFileURL } from 'node:url';
import { sql, type Insertable } from 'kysely';
import { pino } from 'pino';
import type {} from '../../apps/server/src/modules/auth/plugin';
import { createServices } from '../../apps/server/src/services';
import type { Database } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import type { AlertRuleTable } from '../../apps/server/src/db/types';
import { createJobRunner } from '../../apps/server/src/jobs/runner';
import { createPgJobWake, createPgliteJobWake } from '../../apps/server/src/jobs/wake';
import { createCursorCodec } from '../../apps/server/src/lib/cursor';
import { createOutbound } from '../../apps/server/src/lib/outbound';
import { createLocalStorage } from '../../apps/server/src/lib/storage';
import { registerAlertJobs } from '../../apps/server/src/modules/alert/jobs';
import type { MatchReport } from '../../apps/server/src/modules/alert/deps';
import { toRuleValues } from '../../apps/server/src/modules/alert/rules';
import { createRateLimiter } from '../../apps/server/src/plugins/rate-limit';
import { testConfig } from '../../apps/server/test/helpers/test-config';
import { onBenchDatabases } from './bench-databases';
import { percentile } from '../lib/stats';

const MEMBERS = Number(process.env.ALERT_BENCH_MEMBERS ?? 10_000);
const RULES = Number(process.env.ALERT_BENCH_RULES ?? 100_000);
const DEALS = Number(process.env.ALERT_BENCH_DEALS ?? 20);
const WARMUP = 2;
const TARGET_MS = 200;
const BATCH = 1_000;

/** Popular keywords, most wanted first (weights fall off as 1/rank^0.8). */
const COMMON = [
  '버즈',
  '에어팟',
  '라면',
  '기저귀',
  '생수',
  '커피',
  '아이패드',
  '물티슈',
  '갤럭시',
  '노트북',
  '모니터',
  '샴푸',
  '치약',
  '세제',
  '휴지',
  '우유',
  '닭가슴살',
  '햇반',
  '마스크',
  '키보드',
  '마우스',
  '충전기',
  '이어폰',
  '청소기',
  '에어프라이어',
  '운동화',
  '패딩',
  '비타민',
  '참치',
  '맥북',
];
const CHOSUNG = ['ㅂㅈ', 'ㄹㅁ', 'ㄱㅈㄱ', 'ㅇㅇㅍ', 'ㅅㅅ', 'ㅎㅂ', 'ㅁㅌㅅ'];
const RARE_BRANDS = [
  '쿠팡',
  '곰곰',
  '탐사',
  '코멧',
  '풀무원',
  '매일',
  '빙그레',
  '오리온',
  '한샘',
  '이케아',
  '무인양품',
  '아디다스',
  '나이키',
  '뉴발란스',
  '노스페이스',
  '삼성',
  'LG',
  '로지텍',
  '샤오미',
  '농심',
  '오뚜기',
  '하기스',
  '애플',
  '소니',
  '다이슨',
  '필립스',
  '쿠쿠',
  '동원',
  '비비고',
  '팸퍼스',
  '보스',
];
const RARE_ITEMS = [
  '김치',
  '삼겹살',
  '귤',
  '사과',
  '견과',
  '올리브유',
  '선크림',
  '로션',
  '텀블러',
  '캠핑의자',
  '백팩',
  '양말',
  '수건',
  '베개',
  '이불',
  '프라이팬',
  '냄비',
  '식기세척기',
  '건조기',
  '안마의자',
  '태블릿',
  'SSD',
  '그래픽카드',
  'USB',
  '사운드바',
  '공기청정기',
  '전기밥솥',
  '무선청소기',
  '헤드폰',
  '스마트워치',
  '가습기',
  '전동칫솔',
  '블렌더',
  '토스터',
  '제습기',
  '선풍기',
  '카레',
  '짜파게티',
  '만두',
  '젤리',
];
const EXCLUDES = ['케이스', '중고', '리퍼', '필름', '1+1'];

/** Deals as managers post them: most hold several popular keywords, a few hold none. */
const DEAL_NAMES = [
  '삼성 갤럭시 버즈3 프로 노이즈캔슬링 무선 이어폰',
  '농심 신라면 멀티팩 40봉 + 짜파게티 5봉',
  '하기스 네이처메이드 기저귀 4단계 대형 3팩',
  '애플 에어팟 프로 2세대 USB-C 충전 케이스',
  '제주 삼다수 생수 2L 24병',
  '로지텍 MX Keys 무선 키보드 + 마우스 세트',
  '맥심 모카골드 커피믹스 250T',
  '애플 아이패드 에어 11 M2 Wi-Fi 128GB',
  '깨끗한나라 물티슈 캡형 100매 10팩',
  'LG 그램 16 노트북 2024 인텔 코어 울트라',
  '삼성 오디세이 G5 27인치 게이밍 모니터',
  '하림 닭가슴살 스테이크 1kg 10팩',
  '오뚜기 진라면 매운맛 20봉',
  'CJ 햇반 210g 36개 + 비비고 만두',
  '다이슨 V15 무선청소기 디텍트',
  '나이키 에어맥스 운동화 270',
  '동원 참치 라이트스탠다드 150g 10캔',
  '종근당 비타민C 1000 600정',
  '샤오미 미지아 전동칫솔 T300',
  '필립스 에어프라이어 XXL 7.3L',
];

/** A small deterministic generator, so every run loads the same rules. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(items: readonly T[], next: () => number): T =>
  items[Math.floor(next() * items.length)]!;

/**
 * One member's keywords: each popular one with a chance falling from 20 % (버즈) as 1/√rank, each
 * 초성 one with 2 %, the rest rare brand-and-item pairs (each held by a few dozen members).
 */
function memberKeywords(count: number, next: () => number): string[] {
  const chosen = new Set<string>();
  COMMON.forEach((word, rank) => {
    if (next() < 0.2 / Math.sqrt(rank + 1)) chosen.add(word);
  });
  for (const word of CHOSUNG) if (next() < 0.02) chosen.add(word);
  const words = [...chosen].slice(0, count);
  while (words.length < count) {
    const word = `${pick(RARE_BRANDS, next)} ${pick(RARE_ITEMS, next)}`;
    if (!words.includes(word)) words.push(word);
  }
  return words;
}

/** Members (30 % want new-deal notifications, 30 % have a push subscription, 20 % quiet hours) and their rules. */
export async function load(database: Database): Promise<number> {
  const { db } = database;
  const next = random(20261127);
  const memberIds: number[] = [];
  for (let from = 0; from < MEMBERS; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, MEMBERS - from) }, (_, i) => ({
      nickname: `알림${from + i}`,
      login_id: `alert${from + i}`,
      notify_new_deals: next() < 0.3,
    }));
    const inserted = await db.insertInto('member').values(rows).returning('id').execute();
    memberIds.push(...inserted.map((row) => row.id));
  }
  for (let from = 0; from < memberIds.length; from += BATCH) {
    const ids = memberIds.slice(from, from + BATCH);
    const subscribed = ids.filter(() => next() < 0.3);
    if (subscribed.length > 0) {
      await db
        .insertInto('push_subscription')
        .values(
          subscribed.map((id) => ({
            member_id: id,
            endpoint: `https://push.example.com/${id}`,
            p256dh: 'p256dh',
            auth: 'auth',
          })),
        )
        .execute();
    }
    const quiet = ids.filter(() => next() < 0.2);
    if (quiet.length > 0) {
      await db
        .insertInto('alert_settings')
        .values(
          quiet.map((id) => ({
            member_id: id,
            quiet_enabled: true,
            quiet_start: '23:00',
            quiet_end: '07:00',
          })),
        )
        .execute();
    }
  }

  const perMember = Math.ceil(RULES / memberIds.length);
  let rules = 0;
  let batch: Insertable<AlertRuleTable>[] = [];
  const flush = async () => {
    if (batch.length > 0) await db.insertInto('alert_rule').values(batch).execute();
    batch = [];
  };
  for (const memberId of memberIds) {
    for (const word of memberKeywords(Math.min(perMember, RULES - rules), next)) {
      const values = toRuleValues({
        keyword: word,
        excludes: next() < 0.2 ? [pick(EXCLUDES, next)] : [],
        maxPrice: next() < 0.3 ? Math.floor(10 + next() * 90) * 10_000 : null,
        sources: next() < 0.1 ? ['COUPANG_GOLD_BOX'] : [],
        freeShippingOnly: next() < 0.1,
        enabled: true,
      });
      batch.push({ ...values, member_id: memberId });
      rules++;
      if (batch.length >= BATCH) await flush();
    }
  }
  await flush();
  await sql`analyze`.execute(db);
  return rules;
}

export interface KeywordAlertFigures {
  database: string;
  rules: number;
  /** Commit of the deal to the match job's commit, ms, one per measured deal. */
  latencies: number[];
  /** Time inside the match job, ms. */
  matchTimes: number[];
  reports: MatchReport[];
}

async function measure(
  label: string,
  database: Database,
  databaseUrl?: string,
): Promise<KeywordAlertFigures> {
  await migrateToLatest(database.db);
  const rules = await load(database);
  const config = testConfig();
  const log = pino({ level: 'silent' });
  const services = createServices({
    config,
    db: database,
    log,
    storage: createLocalStorage(config.uploadsDir),
    cursors: createCursorCodec(config.jwtSecret),
    outbound: createOutbound(),
    limiter: createRateLimiter(database.db),
  });
  const manager = await database.db
    .insertInto('member')
    .values({
      nickname: '매니저',
      login_id: 'alert-manager',
      role: 'ROLE_MANAGER',
      notify_new_deals: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  let settle: ((report: MatchReport) => void) | undefined;
  let matchStarted = 0;
  const matchTimes: number[] = [];
  const runner = createJobRunner({
    db: database.db,
    logger: log,
    wake: database.listen
      ? createPgliteJobWake(database.listen)
      : createPgJobWake({ databaseUrl: databaseUrl!, log }),
  });
  registerAlertJobs(runner, {
    alerts: {
      ...services.alerts,
      matchDeals: async (payload) => {
        matchStarted = performance.now();
        const report = await services.alerts.matchDeals(payload);
        matchTimes.push(performance.now() - matchStarted);
        settle?.(report);
        return report;
      },
    },
    logger: log,
  });
  runner.start();

  const latencies: number[] = [];
  const reports: MatchReport[] = [];
  try {
    for (let i = 0; i < WARMUP + DEALS; i++) {
      const matched = new Promise<MatchReport>((resolve) => (settle = resolve));
      await services.feed.create(
        {
          url: `https://www.11st.co.kr/products/${900_000 + i}`,
          name: DEAL_NAMES[i % DEAL_NAMES.length]!,
          price: 19_900 + i * 1_000,
          isFreeShipping: i % 3 !== 0,
          content: '<p>오늘만 특가, 무료배송</p>',
          image: null,
          containImage: false,
        },
        manager.id,
      );
      const committed = performance.now();
      const report = await matched;
      if (i < WARMUP) continue;
      latencies.push(performance.now() - committed);
      reports.push(report);
    }
  } finally {
    await runner.stop();
  }
  return { database: label, rules, latencies, matchTimes: matchTimes.slice(WARMUP), reports };
}

/** The figures on PostgreSQL (a scratch database on `databaseUrl`'s server) and on PGlite in memory. */
export function keywordAlertFigures(
  databaseUrl: string | undefined,
  opts: { pglite?: boolean } = {},
): Promise<KeywordAlertFigures[]> {
  return onBenchDatabases(databaseUrl, opts, measure);
}

export function printKeywordAlertFigures(figures: KeywordAlertFigures[]): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `\nkeyword alerts: a deal's commit to all its notifications enqueued, ${DEALS} deals ` +
      `(${MEMBERS.toLocaleString('en')} members)\n`,
  );
  console.table(
    figures.map((f) => {
      const scanned = f.reports.map((r) => r.candidates / f.rules);
      const notified = f.reports.map((r) => r.notified);
      return {
        database: f.database,
        'enabled rules': f.rules.toLocaleString('en'),
        median: ms(percentile(f.latencies, 50)),
        p95: ms(percentile(f.latencies, 95)),
        'in the job, median': ms(percentile(f.matchTimes, 50)),
        'rules scanned / deal, median': `${(percentile(scanned, 50) * 100).toFixed(2)} %`,
        max: `${(Math.max(...scanned) * 100).toFixed(2)} %`,
        'notified / deal, median (max)': `${percentile(notified, 50)} (${Math.max(...notified)})`,
      };
    }),
  );
  console.log(
    `target: ≤ ${TARGET_MS} ms from a new deal to all notifications enqueued, candidates from the gram index (not every rule)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  printKeywordAlertFigures(
    await keywordAlertFigures(databaseUrl, { pglite: process.env.ALERT_BENCH_PGLITE !== '0' }),
  );
}
