import { sql, type Kysely } from 'kysely';
import { productKeyOf } from './frozen/product-key-0012';

const BATCH = 1_000;

/**
 * Price history: each deal names its product's key (`lib/product-key.ts`), and keeps
 * `is_lowest_price`, the 역대최저 badge (at least 3 observations of the product, spanning at
 * least 7 days, none below the deal's price), which the database maintains itself: a deal's
 * own price or key changing recomputes it, and a new observation recomputes every deal of its
 * product, whichever path writes them. Existing observations move to the normalised keys, and a
 * deal whose product has none gets its price at creation as its first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table deal
    add column product_key text,
    add column is_lowest_price boolean not null default false`.execute(db);
  await sql`create index deal_product_key_idx on deal (product_key) where product_key is not null`.execute(
    db,
  );

  for (let after = 0; ;) {
    const { rows } = await sql<{ id: number; link: string }>`
      select id, link from deal where id > ${after} order by id limit ${BATCH}`.execute(db);
    if (rows.length === 0) break;
    const keyed = rows.map((row) => ({ id: row.id, key: keyOrNull(row.link) }));
    await sql`update deal set product_key = v.key
      from (select unnest(${keyed.map((r) => r.id)}::bigint[]) as id,
                   unnest(${keyed.map((r) => r.key)}::text[]) as key) v
      where deal.id = v.id`.execute(db);
    after = rows.at(-1)!.id;
  }

  const { rows: urlKeys } = await sql<{ product_key: string }>`
    select distinct product_key from price_observation where product_key like 'url:%'`.execute(db);
  for (const { product_key } of urlKeys) {
    const key = keyOrNull(product_key.slice('url:'.length));
    if (key && key !== product_key) {
      await sql`update price_observation set product_key = ${key} where product_key = ${product_key}`.execute(
        db,
      );
    }
  }
  await sql`insert into price_observation (product_key, price, observed_at)
    select d.product_key, d.price, d.created_at from deal d
    where d.product_key is not null
      and not exists (select 1 from price_observation o where o.product_key = d.product_key)
      and d.id = (select min(e.id) from deal e where e.product_key = d.product_key)`.execute(db);

  await sql`
    create function akk_is_lowest_price(p_key text, p_price integer) returns boolean
    language sql stable as $$
      select coalesce(
        count(*) >= 3
          and max(o.observed_at) - min(o.observed_at) >= interval '7 days'
          and p_price <= min(o.price),
        false)
      from price_observation o where o.product_key = p_key
    $$`.execute(db);
  await sql`
    create function akk_deal_lowest_price() returns trigger language plpgsql as $$
    begin
      new.is_lowest_price := new.product_key is not null
        and akk_is_lowest_price(new.product_key, new.price);
      return new;
    end $$`.execute(db);
  await sql`create trigger deal_lowest_price before insert or update of price, product_key on deal
    for each row execute function akk_deal_lowest_price()`.execute(db);
  await sql`
    create function akk_observation_lowest_price() returns trigger language plpgsql as $$
    begin
      update deal d set is_lowest_price = akk_is_lowest_price(d.product_key, d.price)
      where d.product_key = new.product_key
        and d.is_lowest_price is distinct from akk_is_lowest_price(d.product_key, d.price);
      return null;
    end $$`.execute(db);
  await sql`create trigger price_observation_lowest_price after insert or update on price_observation
    for each row execute function akk_observation_lowest_price()`.execute(db);
  await sql`update deal set is_lowest_price = true
    where product_key is not null and akk_is_lowest_price(product_key, price)`.execute(db);
}

function keyOrNull(url: string): string | null {
  try {
    return productKeyOf(url);
  } catch {
    return null;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists price_observation_lowest_price on price_observation`.execute(db);
  await sql`drop trigger if exists deal_lowest_price on deal`.execute(db);
  await sql`drop function if exists akk_observation_lowest_price()`.execute(db);
  await sql`drop function if exists akk_deal_lowest_price()`.execute(db);
  await sql`drop function if exists akk_is_lowest_price(text, integer)`.execute(db);
  await sql`alter table deal drop column is_lowest_price, drop column product_key`.execute(db);
}
