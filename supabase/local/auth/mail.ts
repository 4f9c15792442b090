import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { header, json, jsonError, type Incoming, type Reply } from '../http.ts';
import { projectDir } from '../settings.ts';

/** One e-mail the local auth would have sent, as `GET /_local/mail` answers it. */
export type Mail = { to: string; subject: string; text: string; html: string; sentAt: string };

/** How many e-mails the inbox keeps; older ones are dropped (it lives in memory). */
const capacity = 500;

/**
 * The local stand-in for an SMTP server and the mail catcher `supabase start` runs: every e-mail
 * the local auth sends is kept here, in memory, and read with `GET /_local/mail?to=<address>`.
 */
export class Mailbox {
  private readonly mails: Mail[] = [];

  /** Keeps `mail`, stamped now. */
  send(mail: Omit<Mail, 'sentAt'>): void {
    this.mails.push({ ...mail, sentAt: new Date().toISOString() });
    if (this.mails.length > capacity) this.mails.shift();
  }

  /** The e-mails sent to `to` (case-insensitive), newest first. */
  to(address: string): Mail[] {
    const wanted = address.trim().toLowerCase();
    return this.mails.filter((mail) => mail.to === wanted).reverse();
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An e-mail template as `supabase/config.toml` names it: its subject and its HTML (Go template). */
export interface MailTemplate {
  subject: string;
  html: string;
}

/** The kinds of e-mail hosted auth sends people that the project words itself (`supabase/templates/`). */
export type MailKind = 'recovery' | 'confirmation';

/** The recovery template, read at the first recovery e-mail. */
let recoveryTemplate: MailTemplate | undefined;

/**
 * The `kind` template of `supabase/config.toml` (`[auth.email.template.<kind>]`, its
 * `content_path` relative to the project), which hosted auth is given too (README). The local
 * backend sends the recovery e-mail; it confirms sign-ups at once, so the confirmation template is
 * for hosted auth only, and checked by the tests that read it here.
 */
export function readMailTemplate(kind: MailKind): MailTemplate {
  type Entry = { subject?: string; content_path?: string };
  const config = parse(readFileSync(join(projectDir, 'supabase', 'config.toml'), 'utf8')) as {
    auth?: { email?: { template?: Partial<Record<MailKind, Entry>> } };
  };
  const entry = config.auth?.email?.template?.[kind];
  if (!entry?.subject || !entry.content_path) {
    throw new Error(
      `supabase/config.toml: [auth.email.template.${kind}] needs subject and content_path`,
    );
  }
  return {
    subject: entry.subject,
    html: readFileSync(join(projectDir, entry.content_path), 'utf8'),
  };
}

/**
 * `template` with its link filled in: `{{ .ConfirmationURL }}`, the one variable our templates use
 * (any other is refused rather than sent as written). The text part is the HTML's text, each link
 * written out, as GoTrue derives it.
 */
export function renderMail(to: string, template: MailTemplate, link: string): Omit<Mail, 'sentAt'> {
  const variable = /\{\{\s*\.ConfirmationURL\s*\}\}/g;
  const unknown = /\{\{.*?\}\}/.exec(template.html.replace(variable, ''));
  if (unknown) throw new Error(`The e-mail template uses ${unknown[0]}, which is not filled in`);
  const html = template.html.replace(variable, escapeHtml(link));
  const text = template.html
    .replace(/\s+/g, ' ')
    .replace(/<a\b[^>]*>(.*?)<\/a>/g, (_, label: string) => `${label}: ${link}`)
    .replace(variable, link)
    .replace(/<hr\b[^>]*>/g, '\n\n---\n\n')
    .replace(/<\/(p|h\d)>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { to, subject: template.subject, text: `${text}\n`, html };
}

/** The password recovery e-mail, from the project's recovery template. */
export function recoveryMail(to: string, link: string): Omit<Mail, 'sentAt'> {
  recoveryTemplate ??= readMailTemplate('recovery');
  return renderMail(to, recoveryTemplate, link);
}

/**
 * `GET /_local/mail?to=<address>`: the inbox of one address as JSON, newest first. Only for this
 * machine's own tools: no CORS headers (another site's page cannot read the links) and only with
 * a loopback Host (a DNS-rebound name is refused).
 */
export function readInbox(mailbox: Mailbox, req: Incoming, port: number): Reply {
  const host = (header(req, 'host') ?? '').toLowerCase();
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].map((name) => `${name}:${port}`);
  if (!loopback.includes(host)) return { ...jsonError(403, 'Forbidden'), noCors: true };
  if (req.method !== 'GET') return { ...jsonError(405, 'Method not allowed'), noCors: true };
  const to = req.search.get('to') ?? '';
  if (!to.trim()) return { ...jsonError(400, 'Give the address: ?to=<address>'), noCors: true };
  return { ...json(200, mailbox.to(to), { 'cache-control': 'no-store' }), noCors: true };
}
