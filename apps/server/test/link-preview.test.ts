import { linkPreviewResponseSchema } from '@akkyeo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { createOutbound, type OutboundOptions } from '../src/lib/outbound';
import { signAccessToken } from '../src/modules/auth/tokens';
import { productKeyOf } from '../src/lib/product-key';
import { createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';
import { TEST_JWT_SECRET, testRateLimits } from './helpers/test-config';
import {
  fakeLookup,
  html,
  productPage,
  redirect,
  startLocalSite,
  type LocalSite,
} from './link-preview-fixtures';

let site: LocalSite;
/** Loopback allowed (the tests' local pages); fake names resolve to loopback. */
let open: App;
/** The production guard; fake names resolve to loopback and private addresses. */
let strict: App;
let managerToken: string;
let memberToken: string;

const MB = 1024 * 1024;

/** Previews limited generously, fetched through the outbound guard of `outbound`. */
const previewApp = (outbound: OutboundOptions) => ({
  config: { rateLimits: testRateLimits({ previews: 1_000 }) },
  outbound: createOutbound(outbound),
});

const ctx = withTestApp(() =>
  previewApp({
    allowLoopback: true,
    lookup: fakeLookup({
      'www.coupang.com': ['127.0.0.1'],
      'shop.test': ['127.0.0.1'],
      'intranet.test': ['10.1.2.3'],
    }),
  }),
);

beforeAll(async () => {
  open = ctx.app;
  const manager = await createMember(ctx.db, { role: 'ROLE_MANAGER' });
  const member = await createMember(ctx.db);
  const sign = (id: number, role: 'ROLE_MANAGER' | 'ROLE_USER') =>
    signAccessToken({ jwtSecret: TEST_JWT_SECRET }, { memberId: id, roles: [role], nickname: 'n' });
  managerToken = await sign(manager.id, 'ROLE_MANAGER');
  memberToken = await sign(member.id, 'ROLE_USER');

  site = await startLocalSite({
    '/product': html(
      productPage({
        title: '삼다수 2L 12병 &amp; 증정',
        image: '/img/p.jpg',
        siteName: '동네상점',
      }),
    ),
    '/vp/products/1': html(
      productPage({ title: '쿠팡 상품', image: 'https://thumbnail.coupangcdn.com/a.jpg' }),
    ),
    '/priced': html(
      '<html><head><meta property="og:title" content="가격 있는 상품"><meta property="product:price:amount" content="12,900"><meta property="product:price:currency" content="KRW"></head></html>',
    ),
    '/priced-usd': html(
      '<html><head><meta property="og:title" content="달러 상품"><meta property="og:price:amount" content="19.99"><meta property="og:price:currency" content="USD"></head></html>',
    ),
    '/twitter': html(
      '<html><head><meta name="twitter:title" content="트위터 제목"><meta name="twitter:image" content="https://img.example.com/t.png"><title>무시</title></head></html>',
    ),
    '/title-only': html('<html><head><title>\n  제목만 있는   페이지 </title></head></html>'),
    '/euc-kr': html(
      Buffer.concat([
        Buffer.from('<html><head><meta property="og:title" content="'),
        Buffer.from([0xc7, 0xd1, 0xb1, 0xdb]), // 한글 in EUC-KR
        Buffer.from('"></head></html>'),
      ]),
      { 'content-type': 'text/html; charset=EUC-KR' },
    ),
    '/no-title': html('<html><body>아무것도 없음</body></html>'),
    '/json': (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
    '/gone': (_req, res) => res.writeHead(404, { 'content-type': 'text/html' }).end(),
    '/hop3': redirect('/hop2'),
    '/hop2': redirect('/hop1', 301),
    '/hop1': redirect('/product', 307),
    '/hop4': redirect('/hop3'),
    '/to-private': redirect('http://10.0.0.1/admin'),
    '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/'),
    '/to-private-name': redirect(`http://intranet.test/`),
    '/to-ftp': redirect('ftp://ftp.example.com/x'),
    '/big': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < 5 * MB) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
    },
    '/big-declared': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(5 * MB) });
      res.write('<html>');
    },
    '/slow': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><head>');
    },
    '/gzip': html('x', { 'content-encoding': 'gzip' }),
  });

  ({ app: strict } = await ctx.startInstance(
    previewApp({
      lookup: fakeLookup({
        'evil.test': ['127.0.0.1'],
        'rebind.test': ['93.184.216.34', '10.0.0.7'],
        'mapped.test': ['::ffff:127.0.0.1'],
        'ula.test': ['fd00:ec2::254'],
      }),
    }),
  ));
});

afterAll(async () => {
  await site?.close();
});

function preview(app: App, url: string, token: string | null = managerToken) {
  return app.inject({
    url: `/v1/feed/preview?url=${encodeURIComponent(url)}`,
    headers: token ? { 'x-auth-token': token } : {},
  });
}

async function refused(app: App, url: string) {
  const response = await preview(app, url);
  expect(response.statusCode, url).toBe(400);
  return response.json<{ status: number; code: string; message: string }>();
}

describe('GET /v1/feed/preview', () => {
  it('reads og:title, og:image and og:site_name of a product page', async () => {
    const response = await preview(open, site.url('/product', 'shop.test'));
    expect(response.statusCode).toBe(200);
    expect(linkPreviewResponseSchema.parse(response.json())).toEqual({
      title: '삼다수 2L 12병 & 증정',
      shoppingMall: '동네상점',
      imgUrl: site.url('/img/p.jpg', 'shop.test'),
      price: null,
      urlInfo: { link: site.url('/product', 'shop.test'), platform: 'ETC' },
    });
  });

  it("reads the page's price in won and records it in the product's price history once", async () => {
    const prices = (url: string) =>
      ctx.db
        .selectFrom('price_observation')
        .select('price')
        .where('product_key', '=', productKeyOf(url))
        .execute();
    const url = site.url('/priced', 'shop.test');
    for (const link of [url, `${url}?utm_source=kakao`]) {
      const response = await preview(open, link);
      expect(response.statusCode).toBe(200);
      expect(linkPreviewResponseSchema.parse(response.json()).price).toBe(12_900);
    }
    // The same product twice at the same price: one observation.
    expect(await prices(url)).toEqual([{ price: 12_900 }]);

    const usd = site.url('/priced-usd', 'shop.test');
    expect(linkPreviewResponseSchema.parse((await preview(open, usd)).json()).price).toBeNull();
    expect(await prices(usd)).toEqual([]);
  });

  it('maps a Coupang link to 쿠팡 and COUPANG', async () => {
    const link = site.url('/vp/products/1', 'www.coupang.com');
    const response = await preview(open, link);
    expect(response.json()).toEqual({
      title: '쿠팡 상품',
      shoppingMall: '쿠팡',
      imgUrl: 'https://thumbnail.coupangcdn.com/a.jpg',
      price: null,
      urlInfo: { link, platform: 'COUPANG' },
    });
  });

  it('falls back to twitter: tags, then <title>; decodes EUC-KR', async () => {
    expect((await preview(open, site.url('/twitter'))).json()).toMatchObject({
      title: '트위터 제목',
      imgUrl: 'https://img.example.com/t.png',
      shoppingMall: '127.0.0.1',
    });
    expect((await preview(open, site.url('/title-only'))).json()).toMatchObject({
      title: '제목만 있는 페이지',
      imgUrl: null,
    });
    expect((await preview(open, site.url('/euc-kr'))).json()).toMatchObject({ title: '한글' });
  });

  it('follows up to 3 redirects and refuses a fourth', async () => {
    expect((await preview(open, site.url('/hop3'))).json()).toMatchObject({
      title: '삼다수 2L 12병 & 증정',
    });
    expect(await refused(open, site.url('/hop4'))).toEqual({
      status: 400,
      code: 'LINK_PREVIEW_FAILED',
      message: '이동이 너무 많은 주소입니다. 직접 입력해주세요.',
    });
  });

  it('refuses loopback, private, link-local and metadata addresses', async () => {
    const notAllowed = {
      status: 400,
      code: 'URL_NOT_ALLOWED',
      message: '이 주소는 미리보기를 가져올 수 없습니다. 직접 입력해주세요.',
    };
    const before = site.requests.length;
    for (const url of [
      site.url('/product'),
      `http://127.0.0.1:${site.port}/product`,
      'http://10.0.0.1/',
      'http://192.168.0.1/',
      'http://172.16.5.4/',
      'http://100.64.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      `http://[::1]:${site.port}/product`,
      'http://[fd00:ec2::254]/',
      'http://[fe80::1]/',
      `http://[::ffff:127.0.0.1]:${site.port}/product`,
      `http://0x7f000001:${site.port}/product`,
      `http://2130706433:${site.port}/product`,
      'http://0.0.0.0/',
    ]) {
      expect(await refused(strict, url)).toEqual(notAllowed);
    }
    expect(site.requests.length).toBe(before);
  });

  it('refuses host names that resolve to forbidden addresses (checked at connect time)', async () => {
    const before = site.requests.length;
    for (const host of ['evil.test', 'rebind.test', 'mapped.test', 'ula.test', 'localhost']) {
      expect((await refused(strict, site.url('/product', host))).code, host).toBe(
        'URL_NOT_ALLOWED',
      );
    }
    expect(site.requests.length).toBe(before);
  });

  it('re-checks every redirect: a redirect to a private address is refused', async () => {
    for (const path of ['/to-private', '/to-metadata', '/to-private-name', '/to-ftp']) {
      expect((await refused(open, site.url(path))).code, path).toBe('URL_NOT_ALLOWED');
    }
  });

  it('refuses a page over 1 MB, with or without Content-Length', async () => {
    for (const path of ['/big', '/big-declared']) {
      expect(await refused(open, site.url(path))).toEqual({
        status: 400,
        code: 'LINK_PREVIEW_FAILED',
        message: '상품 페이지가 너무 큽니다. 직접 입력해주세요.',
      });
    }
  });

  it('gives up on a page slower than 5 s', { timeout: 15_000 }, async () => {
    expect(await refused(open, site.url('/slow'))).toEqual({
      status: 400,
      code: 'LINK_PREVIEW_FAILED',
      message: '상품 페이지가 응답하지 않습니다. 직접 입력해주세요.',
    });
  });

  it('refuses non-HTML replies, error statuses, compressed bodies and pages without a title', async () => {
    expect((await refused(open, site.url('/json'))).message).toBe(
      '상품 페이지가 아닙니다. 직접 입력해주세요.',
    );
    expect((await refused(open, site.url('/gzip'))).code).toBe('LINK_PREVIEW_FAILED');
    expect((await refused(open, site.url('/gone'))).message).toBe(
      '상품 페이지를 열 수 없습니다. 직접 입력해주세요.',
    );
    expect(await refused(open, site.url('/no-title'))).toEqual({
      status: 400,
      code: 'LINK_PREVIEW_FAILED',
      message: '상품 정보를 가져오지 못했습니다. 직접 입력해주세요.',
    });
    expect((await refused(open, 'http://unresolvable.invalid/')).code).toBe('LINK_PREVIEW_FAILED');
  });

  it('accepts only http(s) URLs', async () => {
    for (const url of [
      'ftp://example.com/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'gopher://x',
      '/relative',
      '',
    ]) {
      const response = await preview(open, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: '상품 링크는 http:// 또는 https://로 시작하는 주소로 입력해주세요.',
      });
    }
  });

  it('is for signed-in callers: managers writing deals and members sending 제보', async () => {
    expect((await preview(open, site.url('/product'), null)).statusCode).toBe(401);
    const member = await preview(open, site.url('/product'), memberToken);
    expect(member.statusCode).toBe(200);
    expect(typeof member.json<{ title: unknown }>().title).toBe('string');
  });
});
