import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_LIMITS } from '../../../test/accounts';
import { DB_KINDS, type TestApp, createCustomer, createTestApp } from '../../../test/helpers';
import { sniffImage } from './profile.service';

/** A multipart/form-data body with one file. */
function multipart(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = '----kandamul' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();
}

describe.each(DB_KINDS)('profile on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'empty', env: FAST_LIMITS });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (auth?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/profile/', ...(auth ? { headers: auth } : {}) });
  const update = (auth: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/profile/update/', headers: auth, payload });
  const upload = (auth: Record<string, string>, body: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/change/profile/pic/',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
  const stored = (url: string) => path.join(t.dataDir, 'uploads', url.replace(/^\/media\//, ''));

  it("answers the caller's own profile, and only theirs", async () => {
    const sita = await createCustomer(t, { firstName: 'Sita' });
    const ram = await createCustomer(t, { firstName: 'Ram' });
    const res = await get(sita.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        user: {
          first_name: 'Sita',
          middle_name: null,
          last_name: 'Sharma',
          email: expect.any(String),
          phone: expect.any(String),
        },
        profile: { date_of_birth: null, gender: '', image: null },
      },
    });
    const theirs = await get(ram.auth);
    expect(theirs.json().data.user.first_name).toBe('Ram');
    expect(theirs.json().data.user.email).not.toBe(res.json().data.user.email);
  });

  it('needs a valid token', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get({ authorization: 'Bearer nonsense' })).json().code).toBe('UNAUTHORIZED');
  });

  it('updates names, gender and birth date; a blank middle name is cleared', async () => {
    const c = await createCustomer(t);
    const first = await update(c.auth, {
      user: { first_name: '  Sita ', middle_name: 'Kumari', last_name: 'Thapa' },
      gender: 'Female',
      date_of_birth: '1990-04-14',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: 'Profile updated successfully',
      data: {
        user: expect.objectContaining({ first_name: 'Sita', middle_name: 'Kumari', last_name: 'Thapa' }),
        profile: { date_of_birth: '1990-04-14', gender: 'Female', image: null },
      },
    });
    const second = await update(c.auth, {
      user: { first_name: 'Sita', last_name: 'Thapa' },
      gender: '',
      date_of_birth: null,
    });
    expect(second.json().data).toMatchObject({
      user: { middle_name: null },
      profile: { date_of_birth: null, gender: '' },
    });
    expect((await get(c.auth)).json().data).toEqual(second.json().data);
  });

  it('keeps names to the signup letters rule: सीता is a name, markup, URLs and newlines are not', async () => {
    const c = await createCustomer(t);
    const ok = await update(c.auth, { user: { first_name: 'सीता', last_name: 'शर्मा' }, gender: '' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user).toMatchObject({ first_name: 'सीता', last_name: 'शर्मा' });
    for (const name of ['<script>alert(1)</script>🙂', 'https://evil.example', 'Sita\nSharma']) {
      const res = await update(c.auth, { user: { first_name: name, middle_name: name, last_name: 'Thapa' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({
        'user.first_name': ['First name must contain only letters'],
        'user.middle_name': ['Middle name must contain only letters'],
      });
    }
    expect((await get(c.auth)).json().data.user.first_name).toBe('सीता');
  });

  it("answers the domain's messages for bad input", async () => {
    const c = await createCustomer(t);
    const res = await update(c.auth, {
      user: { first_name: '   ', last_name: 'x'.repeat(101) },
      gender: 'Unknown',
      date_of_birth: '2999-01-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().errors).toEqual({
      'user.first_name': ['First name is required'],
      'user.last_name': ['Must be at most 100 characters'],
      gender: ['Please select a valid gender'],
      date_of_birth: ['Date of birth cannot be in the future.'],
    });
  });

  it('refuses a text file named .png, by its content', async () => {
    const c = await createCustomer(t);
    const res = await upload(
      c.auth,
      multipart('image', 'photo.png', 'image/png', Buffer.from('hello, not an image')),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Please select an image file' });
  });

  it('refuses a picture of 6 MB with 413', async () => {
    const c = await createCustomer(t);
    const big = Buffer.concat([await png(8, 8), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const res = await upload(c.auth, multipart('image', 'big.png', 'image/png', big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Image size should be less than 5MB',
    });
  });

  it('refuses a file under another field name, and a request without one', async () => {
    const c = await createCustomer(t);
    const other = await upload(c.auth, multipart('avatar', 'a.png', 'image/png', await png(8, 8)));
    expect(other.statusCode).toBe(400);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/change/profile/pic/',
      headers: c.auth,
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please select an image file');
  });

  it('stores a real picture as WebP of at most 512 px with a thumbnail, and removes the previous one', async () => {
    const c = await createCustomer(t);
    const first = await upload(
      c.auth,
      multipart('image', 'me.bin', 'application/octet-stream', await png(1200, 800)),
    );
    expect(first.statusCode).toBe(200);
    const { image } = first.json();
    expect(first.json()).toEqual({ success: true, message: 'Profile picture updated successfully', image });
    expect(image).toMatch(new RegExp(`^/media/avatars/${c.id}/[0-9a-f]+\\.webp$`));
    const meta = await sharp(stored(image)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 341 });
    const thumb = image.replace(/\.webp$/, '-128.webp');
    expect(await sharp(stored(thumb)).metadata()).toMatchObject({ format: 'webp', width: 128, height: 128 });
    expect((await get(c.auth)).json().data.profile.image).toBe(image);
    // Served from /media.
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);

    const second = await upload(c.auth, multipart('image', 'me2.png', 'image/png', await png(100, 100)));
    expect(second.statusCode).toBe(200);
    expect(second.json().image).not.toBe(image);
    expect(existsSync(stored(second.json().image))).toBe(true);
    expect(existsSync(stored(image))).toBe(false);
    expect(existsSync(stored(thumb))).toBe(false);
  });
});

describe('sniffImage', () => {
  it.each([
    ['jpeg', [0xff, 0xd8, 0xff, 0xe0]],
    ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
    ['gif', [...Buffer.from('GIF89a')]],
    ['webp', [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')]],
    [null, [...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">')]],
    [null, [0x89, 0x50]],
  ])('%s', (kind, bytes) => {
    expect(sniffImage(Buffer.from(bytes))).toBe(kind);
  });
});
