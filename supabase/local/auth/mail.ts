import { header, json, jsonError, type Incoming, type Reply } from '../http.ts';

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

/** The password recovery e-mail, worded as hosted Supabase's default template. */
export function recoveryMail(to: string, link: string): Omit<Mail, 'sentAt'> {
  return {
    to,
    subject: 'Reset Your Password',
    text: `Reset Password\n\nFollow this link to reset the password for your user:\n${link}\n`,
    html:
      '<h2>Reset Password</h2>\n\n<p>Follow this link to reset the password for your user:</p>\n' +
      `<p><a href="${escapeHtml(link)}">Reset Password</a></p>`,
  };
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
