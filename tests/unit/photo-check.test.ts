import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { photoCheck } from '../../src/lib/content/photo-check.ts';

// A stand-in for storage's public URLs: /missing answers like storage does for an unknown key,
// /broken like a failing server, anything else with an HTML page.
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url?.endsWith('/missing.png')) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end('{"statusCode":"404","code":"NoSuchKey","message":"Object not found"}');
    } else if (req.url?.endsWith('/broken.png')) {
      res.writeHead(503).end();
    } else {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end('<!doctype html><title>not a photo</title>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => {
  server.close();
  vi.restoreAllMocks();
});

const photo = (name: string) => `${base}/storage/v1/object/public/site-images/general/${name}`;

describe('photoCheck', () => {
  it('finds an HTML file stored as image/png not to be an image', async () => {
    expect(await photoCheck(photo('fake.png'), base)).toEqual({
      problem: 'not-an-image',
      detail: 'its bytes are not an image',
    });
  });

  it('finds a file storage does not have missing', async () => {
    expect(await photoCheck(photo('missing.png'), base)).toMatchObject({ problem: 'missing' });
  });

  it('finds an address outside the library bucket, without fetching it', async () => {
    expect(await photoCheck('https://photos.example.com/wax.png', base)).toMatchObject({
      problem: 'outside-library',
    });
    expect(await photoCheck(`${base}/elsewhere/wax.png`, base)).toMatchObject({
      problem: 'outside-library',
    });
  });

  it('blames storage, not the photo, when storage fails: the build stops', async () => {
    await expect(photoCheck(photo('broken.png'), base)).rejects.toThrow(/HTTP 503/);
    await expect(
      photoCheck(
        'http://127.0.0.1:9/storage/v1/object/public/site-images/a.png',
        'http://127.0.0.1:9',
      ),
    ).rejects.toThrow(/cannot fetch the photo/);
  });
});
