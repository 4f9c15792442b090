import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail, type Mail } from '../../supabase/local/auth/mail.ts';
import { client, email, rawRequest, startBackend, type TestBackend } from './support.ts';

const siteUrl = 'http://127.0.0.1:4999';
let backend: TestBackend;
beforeAll(async () => {
  backend = await startBackend(undefined, { siteUrl });
});
afterAll(async () => {
  await backend.cleanup();
});

/** The local inbox of `address`, as a developer or a test reads it. */
async function inbox(address: string): Promise<Mail[]> {
  const response = await fetch(`${backend.url}/_local/mail?to=${encodeURIComponent(address)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Mail[];
}

/** The link of the newest recovery e-mail to `address`. */
async function recoveryLink(address: string): Promise<string> {
  const [mail] = await inbox(address);
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no recovery link in the inbox of ${address}`);
  return link;
}

/** Opens `link` as a browser would, without following the redirect: where it leads. */
async function open(
  link: string,
): Promise<{ status: number; url: URL; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  const url = new URL(response.headers.get('location') ?? '');
  return { status: response.status, url, fragment: new URLSearchParams(url.hash.slice(1)) };
}

/** A signed-up user with `password`, and its address. */
async function signedUp(label: string, password = 'old-password-1') {
  const address = email(label);
  const { error } = await client(backend).auth.signUp({ email: address, password });
  if (error) throw error;
  return address;
}

const redirectTo = `${siteUrl}/auth/new-password`;

/** Asks for a recovery e-mail to `address`, then makes the request `minutes` old. */
async function requestedMinutesAgo(address: string, minutes: number) {
  await client(backend).auth.resetPasswordForEmail(address, { redirectTo });
  await backend.db.asOwner((tx) =>
    tx.query(
      'update auth.users set recovery_sent_at = now() - make_interval(mins => $2) where email = $1',
      [address, minutes],
    ),
  );
}

describe('password recovery through the real supabase-js', () => {
  it('answers a known and an unknown address alike, and only the known one gets an e-mail', async () => {
    const known = await signedUp('known');
    const unknown = email('unknown');
    const answers = [];
    for (const address of [known, unknown]) {
      const result = await client(backend).auth.resetPasswordForEmail(address, { redirectTo });
      answers.push({ data: result.data, error: result.error });
    }
    expect(answers[0]).toEqual({ data: {}, error: null });
    expect(answers[1]).toEqual(answers[0]);
    const mails = await inbox(known.toUpperCase());
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: known,
      subject: 'Reset your password · Restablezca su contraseña',
    });
    expect(Date.parse(mails[0]?.sentAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(await inbox(unknown)).toEqual([]);
  });

  it('words the e-mail in English and Spanish, the same link in each, from supabase/templates/recovery.html', async () => {
    const address = await signedUp('bilingual');
    await client(backend).auth.resetPasswordForEmail(address, { redirectTo });
    const [mail] = await inbox(address);
    const link = await recoveryLink(address);
    expect(new URL(link).searchParams.get('type')).toBe('recovery');
    // The text part: each language's heading and its link written out.
    expect(mail?.text).toContain(`Choose a new password: ${link}`);
    expect(mail?.text).toContain(`Elegir una contraseña nueva: ${link}`);
    expect(mail?.text).not.toMatch(/[<>{}]/);
    // The HTML part: the link, its & escaped, in both languages' buttons; no template left.
    const href = link.replaceAll('&', '&#38;');
    expect(mail?.html.split(`<a href="${href}">`)).toHaveLength(3);
    expect(mail?.html).toContain('<h2 lang="es">Restablezca su contraseña</h2>');
    expect(mail?.html).not.toContain('{{');
  });

  it('leads with the language the reset was asked in: Spanish for a link to ?lang=es, else English', async () => {
    const headings = async (to: string) => {
      const address = await signedUp('leads');
      await client(backend).auth.resetPasswordForEmail(address, { redirectTo: to });
      const [mail] = await inbox(address);
      return (mail?.text ?? '').split('\n').filter((line) => /^(Reset|Restablezca)/.test(line));
    };
    const both = ['Reset your password', 'Restablezca su contraseña'];
    expect(await headings(`${redirectTo}?lang=es`)).toEqual([...both].reverse());
    expect(await headings(`${redirectTo}?lang=en`)).toEqual(both);
    expect(await headings(redirectTo)).toEqual(both);
  });

  it('refuses a template variable it cannot fill in rather than send it as written', () => {
    const template = { subject: 'S', html: '<p>{{ .ConfirmationURL }} {{ .Token }}</p>' };
    expect(() => renderMail('a@example.com', template, 'http://x/verify')).toThrow('{{ .Token }}');
    const filled = renderMail(
      'a@example.com',
      { ...template, html: '<p>{{.ConfirmationURL}}</p>' },
      'http://x/verify?a=1&b=2',
    );
    expect(filled.html).toBe('<p>http://x/verify?a=1&#38;b=2</p>');
    expect(filled.text).toBe('http://x/verify?a=1&b=2\n');
  });

  it('leads the link to the page asked for with a recovery session in the fragment, once', async () => {
    const address = await signedUp('link');
    await client(backend).auth.resetPasswordForEmail(address, { redirectTo });
    const link = await recoveryLink(address);
    expect(link.startsWith(`${backend.url}/auth/v1/verify?`)).toBe(true);
    const first = await open(link);
    expect(first.status).toBe(303);
    expect(`${first.url.origin}${first.url.pathname}`).toBe(redirectTo);
    expect(first.fragment.get('type')).toBe('recovery');
    expect(first.fragment.get('token_type')).toBe('bearer');
    expect(first.fragment.get('expires_in')).toBe('3600');
    const claims = decodeJwt(first.fragment.get('access_token') ?? '');
    expect(claims).toMatchObject({ email: address, amr: [{ method: 'otp' }] });

    const supabase = client(backend);
    const { data, error } = await supabase.auth.setSession({
      access_token: first.fragment.get('access_token') ?? '',
      refresh_token: first.fragment.get('refresh_token') ?? '',
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(address);

    const second = await open(link);
    expect(second.status).toBe(303);
    expect(Object.fromEntries(second.fragment)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    });
  });

  it('sets a new password from the recovery session without the old one; the old one and other sessions stop working', async () => {
    const address = await signedUp('reset');
    const elsewhere = client(backend);
    await elsewhere.auth.signInWithPassword({ email: address, password: 'old-password-1' });
    await client(backend).auth.resetPasswordForEmail(address, { redirectTo });
    const { fragment } = await open(await recoveryLink(address));
    const supabase = client(backend);
    await supabase.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    const { error } = await supabase.auth.updateUser({ password: 'new-password-2' });
    expect(error).toBeNull();

    const old = await client(backend).auth.signInWithPassword({
      email: address,
      password: 'old-password-1',
    });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await client(backend).auth.signInWithPassword({
      email: address,
      password: 'new-password-2',
    });
    expect(fresh.error).toBeNull();
    expect((await elsewhere.auth.getUser()).data.user).toBeNull();
    expect((await supabase.auth.getUser()).data.user?.email).toBe(address);
  });

  it('refuses a link older than an hour', async () => {
    const address = await signedUp('expired');
    await requestedMinutesAgo(address, 61);
    const { fragment } = await open(await recoveryLink(address));
    expect(fragment.get('error_code')).toBe('otp_expired');
    expect(fragment.get('access_token')).toBeNull();
  });

  it('sends one e-mail a minute to an address; a second request is refused as hosted auth does', async () => {
    const address = await signedUp('often');
    const supabase = client(backend);
    expect((await supabase.auth.resetPasswordForEmail(address, { redirectTo })).error).toBeNull();
    const again = await supabase.auth.resetPasswordForEmail(address, { redirectTo });
    expect(again.error?.status).toBe(429);
    expect(again.error?.code).toBe('over_email_send_rate_limit');
    expect(again.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
    expect(await inbox(address)).toHaveLength(1);
  });

  it('leads a link with a redirect off the site to the site URL instead', async () => {
    const address = await signedUp('elsewhere');
    await client(backend).auth.resetPasswordForEmail(address, {
      redirectTo: 'https://evil.example/steal',
    });
    const { url } = await open(await recoveryLink(address));
    expect(url.origin).toBe(siteUrl);
    expect(url.hostname).not.toBe('evil.example');
  });

  it('spends the token of verifyOtp once, like the link', async () => {
    const address = await signedUp('otp');
    await client(backend).auth.resetPasswordForEmail(address, { redirectTo });
    const token = new URL(await recoveryLink(address)).searchParams.get('token') ?? '';
    const supabase = client(backend);
    const first = await supabase.auth.verifyOtp({ token_hash: token, type: 'recovery' });
    expect(first.error).toBeNull();
    expect(first.data.user?.email).toBe(address);
    const second = await client(backend).auth.verifyOtp({ token_hash: token, type: 'recovery' });
    expect(second.error?.code).toBe('otp_expired');
  });
});

describe('the local inbox', () => {
  it("lists an address's e-mails newest first", async () => {
    const address = await signedUp('inbox');
    await requestedMinutesAgo(address, 2);
    await client(backend).auth.resetPasswordForEmail(address, { redirectTo });
    const [newest, older] = await inbox(address);
    expect(Date.parse(newest?.sentAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(older?.sentAt ?? ''),
    );
    expect(newest?.text).not.toBe(older?.text);
  });

  it('is readable by this machine only: no CORS headers, no foreign Host, an address required', async () => {
    const path = `/_local/mail?to=${encodeURIComponent('x@example.com')}`;
    const own = await fetch(`${backend.url}${path}`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBeNull();
    const rebound = await rawRequest(backend, 'GET', path, { host: 'evil.example' });
    expect(rebound.status).toBe(403);
    const bare = await fetch(`${backend.url}/_local/mail`);
    expect(bare.status).toBe(400);
  });
});
