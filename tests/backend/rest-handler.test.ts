import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database, type JwtClaims } from '../../supabase/local/database.ts';
import { handleRest } from '../../supabase/local/rest/handler.ts';

let db: Database;
const service: JwtClaims = { role: 'service_role' };

type Call = {
  method?: string;
  path?: string;
  query?: string;
  headers?: Record<string, string>;
  body?: string;
  claims?: JwtClaims;
};

async function call({
  method = 'GET',
  path = 'things',
  query = '',
  headers = {},
  body = '',
  claims = service,
}: Call) {
  const response = await handleRest(db, claims, {
    method,
    path,
    search: new URLSearchParams(query),
    headers,
    body: Buffer.from(body),
  });
  return {
    ...response,
    json:
      response.body === undefined
        ? undefined
        : (JSON.parse(Buffer.from(response.body).toString('utf8')) as unknown),
  };
}

const count = { prefer: 'count=exact' };

beforeAll(async () => {
  db = await Database.open();
  await db.asOwner(async (tx) => {
    await tx.exec(`
      create table public.things (
        id serial primary key,
        name text not null,
        kind text default 'plain',
        n int,
        big bigint,
        amount numeric,
        unique (name)
      );
      grant all on public.things to anon, authenticated, service_role;
      grant all on sequence public.things_id_seq to anon, authenticated, service_role;
      insert into public.things (name, kind, n) values ('a', 'x', 1), ('b', 'y', 2), ('c', null, 3), ('d', 'x', null);
      create table public.empty_things (id int primary key);
      grant all on public.empty_things to anon, authenticated, service_role;
      create function public.things_above(min int) returns setof public.things language sql stable
        as 'select * from public.things where n > min';
      create function public.add(a int, b int default 10) returns int language sql immutable as 'select a + b';
      create function public.echo(payload jsonb) returns jsonb language sql immutable as 'select payload';
      create function public.whole(jsonb) returns jsonb language sql immutable as 'select $1';
      create function public.touch() returns void language sql as 'update public.things set n = n where false';
      create function public.add_thing(name text) returns int language sql
        as 'insert into public.things (name) values (name) returning id';`);
  });
});

afterAll(async () => {
  await db.close();
});

describe('reads', () => {
  it('sends Content-Range with the page and */* when nothing is counted', async () => {
    const page = await call({ query: 'select=id&order=id&limit=2' });
    expect(page).toMatchObject({ status: 200, json: [{ id: 1 }, { id: 2 }] });
    expect(page.headers['content-range']).toBe('0-1/*');
    const empty = await call({ path: 'empty_things' });
    expect(empty.headers['content-range']).toBe('*/*');
  });

  it('counts with HEAD: no body, 0-3/4, and */0 for an empty table', async () => {
    const head = await call({ method: 'HEAD', headers: count });
    expect(head.status).toBe(200);
    expect(head.body).toBeUndefined();
    expect(head.headers['content-range']).toBe('0-3/4');
    const empty = await call({ method: 'HEAD', path: 'empty_things', headers: count });
    expect(empty.headers['content-range']).toBe('*/0');
  });

  it('answers 206 for a partial counted page, honours Range, and 416 past the end', async () => {
    const partial = await call({ query: 'select=id&order=id&offset=1&limit=2', headers: count });
    expect(partial).toMatchObject({ status: 206, json: [{ id: 2 }, { id: 3 }] });
    expect(partial.headers['content-range']).toBe('1-2/4');
    const ranged = await call({
      query: 'select=id&order=id',
      headers: { ...count, range: '2-3', 'range-unit': 'items' },
    });
    expect(ranged).toMatchObject({ status: 206, json: [{ id: 3 }, { id: 4 }] });
    const beyond = await call({ query: 'offset=9', headers: count });
    expect(beyond).toMatchObject({
      status: 416,
      json: { code: 'PGRST103', message: 'Requested range not satisfiable' },
    });
  });

  it('combines not, in with quoted values, is, like with *, and nested or/and trees', async () => {
    const names = async (query: string) =>
      ((await call({ query: `select=name&order=name&${query}` })).json as { name: string }[]).map(
        (r) => r.name,
      );
    expect(await names('kind=not.in.(x,"y")')).toEqual([]);
    expect(await names('kind=is.null')).toEqual(['c']);
    // As in SQL (and PostgREST), not.eq never matches NULL: d (n is null) stays out.
    expect(await names('kind=not.is.null&n=not.eq.1')).toEqual(['b']);
    expect(await names('name=like.*')).toEqual(['a', 'b', 'c', 'd']);
    expect(await names('or=(n.eq.1,and(kind.eq.x,n.is.null))')).toEqual(['a', 'd']);
    expect(await names('not.or=(n.eq.1,n.eq.2)')).toEqual(['c']);
    expect(await names('name=in.()')).toEqual([]);
  });

  it('treats SQL in filter values as plain data', async () => {
    const result = await call({ query: `name=eq.a'; drop table public.things; --` });
    expect(result).toMatchObject({ status: 200, json: [] });
    const injected = await call({ query: 'select=id&order=id;drop table public.things' });
    expect(injected.status).toBe(400);
    expect((await call({ method: 'HEAD', headers: count })).headers['content-range']).toBe('0-3/4');
  });

  it('refuses absurd queries, other schemas and media types it cannot produce', async () => {
    const filters = Array.from({ length: 101 }, (_, i) => `n=neq.${i}`).join('&');
    expect(await call({ query: filters })).toMatchObject({
      status: 400,
      json: { code: 'PGRST100' },
    });
    expect(await call({ query: `name=eq.${'x'.repeat(9000)}` })).toMatchObject({
      status: 400,
      json: { code: 'PGRST100' },
    });
    expect(await call({ headers: { 'accept-profile': 'private' } })).toMatchObject({
      status: 406,
      json: { code: 'PGRST106', message: 'Invalid schema: private' },
    });
    expect(await call({ headers: { accept: 'text/csv' } })).toMatchObject({
      status: 406,
      json: { code: 'PGRST107' },
    });
    let tree = 'n.eq.1';
    for (let i = 0; i < 9; i++) tree = `or(${tree},n.eq.2)`;
    expect(await call({ query: `or=(${tree})` })).toMatchObject({
      status: 400,
      json: { code: 'PGRST100' },
    });
    expect(await call({ query: 'n=fts.x' })).toMatchObject({
      status: 400,
      json: { code: 'PGRST100' },
    });
    expect(await call({ query: 'order=n.sideways' })).toMatchObject({
      status: 400,
      json: { code: 'PGRST100' },
    });
    expect(await call({ query: 'limit=-1' })).toMatchObject({
      status: 400,
      json: { code: 'PGRST100' },
    });
  });

  it('answers paths and methods it does not serve with JSON errors', async () => {
    expect(await call({ path: 'a/b' })).toMatchObject({ status: 404, json: { code: 'PGRST125' } });
    expect(await call({ method: 'PUT' })).toMatchObject({
      status: 405,
      json: { code: 'PGRST117' },
    });
    const odd = await call({ claims: { role: 'postgres' as 'anon' } });
    expect(odd.status).toBe(500);
    expect(odd.json).toMatchObject({ code: 'PGRSTX00' });
  });
});

describe('writes', () => {
  it('fills NULL for keys missing under columns=, and defaults with Prefer: missing=default', async () => {
    const body = JSON.stringify([{ name: 'm1', kind: 'k' }, { name: 'm2' }]);
    const nulls = await call({
      method: 'POST',
      query: 'columns="name","kind"&select=name,kind',
      headers: { prefer: 'return=representation' },
      body,
    });
    expect(nulls).toMatchObject({
      status: 201,
      json: [
        { name: 'm1', kind: 'k' },
        { name: 'm2', kind: null },
      ],
    });
    const body2 = JSON.stringify([{ name: 'm3', kind: 'k' }, { name: 'm4' }]);
    const defaults = await call({
      method: 'POST',
      query: 'columns="name","kind"&select=name,kind',
      headers: { prefer: 'return=representation,missing=default' },
      body: body2,
    });
    expect(defaults.json).toEqual([
      { name: 'm3', kind: 'k' },
      { name: 'm4', kind: 'plain' },
    ]);
    await call({ method: 'DELETE', query: 'name=like.m*' });
  });

  it('keeps the full precision of big numbers from the request body', async () => {
    const inserted = await call({
      method: 'POST',
      query: 'select=big,amount',
      headers: { prefer: 'return=representation' },
      body: '{"name": "precise", "big": 9007199254740993, "amount": 1.10}',
    });
    expect(inserted.body).toBe('[{"big":9007199254740993,"amount":1.10}]');
    await call({ method: 'DELETE', query: 'name=eq.precise' });
  });

  it('upserts on the primary key by default and answers an empty array insert with 201 []', async () => {
    const merged = await call({
      method: 'POST',
      query: 'select=id,name',
      headers: { prefer: 'resolution=merge-duplicates,return=representation' },
      body: JSON.stringify([{ id: 1, name: 'a2' }]),
    });
    expect(merged).toMatchObject({ status: 200, json: [{ id: 1, name: 'a2' }] });
    expect(merged.headers['preference-applied']).toContain('resolution=merge-duplicates');
    await call({ method: 'PATCH', query: 'id=eq.1', body: '{"name":"a"}' });
    const empty = await call({
      method: 'POST',
      headers: { prefer: 'return=representation' },
      body: '[]',
    });
    expect(empty).toMatchObject({ status: 201, json: [] });
  });

  it('rolls back a mutation that single() rejects and reports deleted counts as */n', async () => {
    const both = await call({
      method: 'PATCH',
      query: 'kind=eq.x',
      headers: { accept: 'application/vnd.pgrst.object+json', prefer: 'return=representation' },
      body: '{"n": 100}',
    });
    expect(both).toMatchObject({
      status: 406,
      json: { code: 'PGRST116', details: 'The result contains 2 rows' },
    });
    expect((await call({ query: 'n=eq.100' })).json).toEqual([]);
    await call({ method: 'POST', body: '{"name": "gone"}' });
    const deleted = await call({ method: 'DELETE', query: 'name=eq.gone', headers: count });
    expect(deleted.status).toBe(204);
    expect(deleted.headers['content-range']).toBe('*/1');
  });

  it('rejects bodies that are not objects and keys of different shapes', async () => {
    expect(await call({ method: 'POST', body: '' })).toMatchObject({
      status: 400,
      json: { code: 'PGRST102' },
    });
    expect(await call({ method: 'POST', body: '[1, 2]' })).toMatchObject({
      status: 400,
      json: { code: 'PGRST102' },
    });
    const mixed = await call({ method: 'POST', body: '[{"name":"p"},{"kind":"q"}]' });
    expect(mixed).toMatchObject({
      status: 400,
      json: { code: 'PGRST102', message: 'All object keys must match' },
    });
    expect(await call({ method: 'PATCH', query: 'id=eq.1', body: '"x"' })).toMatchObject({
      status: 400,
      json: { code: 'PGRST102' },
    });
  });
});

describe('rpc', () => {
  it('returns scalars, json, and filtered, ordered, selected sets', async () => {
    expect(await call({ method: 'POST', path: 'rpc/add', body: '{"a": 1}' })).toMatchObject({
      status: 200,
      json: 11,
    });
    expect(await call({ method: 'GET', path: 'rpc/add', query: 'a=1&b=2' })).toMatchObject({
      status: 200,
      json: 3,
    });
    expect(
      await call({ method: 'POST', path: 'rpc/echo', body: '{"payload": {"x": [1]}}' }),
    ).toMatchObject({ json: { x: [1] } });
    expect(await call({ method: 'POST', path: 'rpc/whole', body: '{"any": true}' })).toMatchObject({
      json: { any: true },
    });
    const set = await call({
      method: 'POST',
      path: 'rpc/things_above',
      query: 'select=name&kind=eq.y&order=name.desc',
      body: '{"min": 1}',
    });
    expect(set).toMatchObject({ status: 200, json: [{ name: 'b' }] });
    const viaGet = await call({
      method: 'GET',
      path: 'rpc/things_above',
      query: 'min=0&select=name&order=n.desc&limit=1',
    });
    expect(viaGet.json).toEqual([{ name: 'c' }]);
  });

  it('answers void functions with 204 and unknown ones with 404 PGRST202', async () => {
    const voided = await call({ method: 'POST', path: 'rpc/touch', body: '{}' });
    expect(voided.status).toBe(204);
    expect(voided.body).toBeUndefined();
    const unknown = await call({ method: 'POST', path: 'rpc/nope', body: '{"a": 1}' });
    expect(unknown).toMatchObject({
      status: 404,
      json: {
        code: 'PGRST202',
        message: 'Could not find the function public.nope(a) in the schema cache',
      },
    });
    const wrongArgs = await call({ method: 'POST', path: 'rpc/add', body: '{"z": 1}' });
    expect(wrongArgs).toMatchObject({ status: 404, json: { code: 'PGRST202' } });
  });

  it('runs GET in a read-only transaction, so a writing function must be called with POST', async () => {
    const get = await call({ method: 'GET', path: 'rpc/add_thing', query: 'name=ro' });
    expect(get).toMatchObject({ status: 405, json: { code: '25006' } });
    const post = await call({ method: 'POST', path: 'rpc/add_thing', body: '{"name": "rw"}' });
    expect(post.status).toBe(200);
    expect(typeof post.json).toBe('number');
  });
});
