import { beforeAll, describe, expect, it } from 'vitest';
import { memberWithToken } from './helpers/auth-session';
import { createDeal } from './helpers/factories';
import { withTestApp, type TestAppContext } from './helpers/test-app';

/** Posts deals on the app of `ctx` as a manager of its database. */
function dealPoster(ctx: TestAppContext) {
  let managerToken: string;
  beforeAll(async () => {
    managerToken = (await memberWithToken(ctx.db, { role: 'ROLE_MANAGER' })).token;
  });
  return (body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/feed',
      headers: { 'x-auth-token': managerToken },
      payload: { name: '내부 주소 시험', price: 1_000, containImage: false, ...body },
    });
}

const ctx = withTestApp();
const post = dealPoster(ctx);

const refusal = (label: string) => ({
  status: 400,
  code: 'VALIDATION_FAILED',
  message: `${label} 공개된 인터넷 주소여야 해요. 내부·사설 주소는 쓸 수 없어요.`,
});

const INTERNAL = [
  'http://127.0.0.1:8080/p/1',
  'http://localhost/p/1',
  'http://shop.localhost/p/1',
  'http://10.0.0.1/p/1',
  'http://192.168.0.10/p/1',
  'http://169.254.169.254/latest/meta-data/',
  'http://metadata.google.internal/computeMetadata/v1/',
  'http://metadata/computeMetadata/v1/',
  'http://[::1]/p/1',
  'http://[fd00:ec2::254]/latest/',
  'http://[::ffff:10.0.0.1]/p/1',
  'http://0x7f000001/p/1',
  'http://2130706433/p/1',
  'http://nas.local/p/1',
];

describe('deal links on public hosts only', () => {
  it('refuses a link naming a private, loopback, link-local or metadata address, writing nothing', async () => {
    const before = await ctx.db.selectFrom('deal').select('id').execute();
    for (const url of INTERNAL) {
      const reply = await post({ url });
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json(), url).toEqual(refusal('상품 링크는'));
    }
    expect(await ctx.db.selectFrom('deal').select('id').execute()).toEqual(before);
  });

  it('refuses such a picture address, naming it; a public link and picture pass', async () => {
    const image = await post({
      url: 'https://shop.example.com/p/9',
      image: 'http://169.254.169.254/a.png',
      containImage: true,
    });
    expect(image.statusCode).toBe(400);
    expect(image.json()).toEqual(refusal('이미지 주소는'));
    // A picture not attached is not looked at.
    const unused = await post({
      url: 'https://shop.example.com/p/9',
      image: 'http://10.0.0.1/a.png',
      containImage: false,
    });
    expect(unused.statusCode, unused.body).toBe(201);
  });

  it('never sends a buyer to such a host from an old row: the 404 of a missing deal', async () => {
    for (const link of [
      'http://169.254.169.254/latest/',
      'http://10.0.0.1/p',
      'http://localhost/p',
    ]) {
      const deal = await createDeal(ctx.db, { link });
      const reply = await ctx.app.inject({ url: `/go/${deal.id}` });
      expect(reply.statusCode, link).toBe(404);
      expect(reply.headers.location).toBeUndefined();
    }
    const partner = await createDeal(ctx.db, {
      link: 'https://www.coupang.com/vp/products/1',
      converted_url: 'http://10.1.2.3/re/AFF',
    });
    expect((await ctx.app.inject({ url: `/go/${partner.id}` })).statusCode).toBe(404);
  });
});

describe('with OUTBOUND_ALLOW_LOOPBACK on (local testing)', () => {
  const local = withTestApp({ config: { outboundAllowLoopback: true } });
  const postLocal = dealPoster(local);

  it('lets loopback through, never private addresses', async () => {
    for (const url of ['http://127.0.0.1:8080/p/1', 'http://localhost:3000/p/2']) {
      expect((await postLocal({ url })).statusCode, url).toBe(201);
    }
    const reply = await postLocal({ url: 'http://10.0.0.1/p/1' });
    expect(reply.statusCode).toBe(400);
  });
});
