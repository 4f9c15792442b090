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

/** What a template may read besides its link: GoTrue's `{{ .SiteURL }}` and `{{ .RedirectTo }}`. */
export interface MailData {
  SiteURL?: string;
  RedirectTo?: string;
}

/** A parsed template: text, a variable, a `{{ template "name" . }}` call, or an `{{ if }}`. */
type Node =
  | string
  | { kind: 'var'; name: string }
  | { kind: 'template'; name: string }
  | { kind: 'if'; test: string; then: Node[]; otherwise: Node[] };

const unknownAction = (action: string) =>
  new Error(`The e-mail template uses {{ ${action} }}, which is not filled in`);

/**
 * The part of Go's text/template our templates use (supabase/templates/, which hosted auth renders
 * with Go): `{{ .Name }}`, `{{ define "x" }}…{{ end }}`, `{{ template "x" . }}` and
 * `{{ if … }}…{{ else }}…{{ end }}` whose test is `eq` and `print` of variables and "strings",
 * and comments.
 * Anything else is refused rather than sent as written.
 */
function parseTemplate(source: string): { root: Node[]; defined: Map<string, Node[]> } {
  const root: Node[] = [];
  const defined = new Map<string, Node[]>();
  type Frame = { nodes: Node[]; onElse?: Node[] };
  const stack: Frame[] = [{ nodes: root }];
  const top = () => stack[stack.length - 1]!;
  let last = 0;
  for (const match of source.matchAll(/\{\{\s*(.*?)\s*\}\}/gs)) {
    top().nodes.push(source.slice(last, match.index));
    last = match.index + match[0].length;
    const action = match[1]!;
    let parts: RegExpExecArray | null;
    if (/^\/\*.*\*\/$/s.test(action)) {
      // A comment: nothing.
    } else if ((parts = /^define "([^"]+)"$/.exec(action))) {
      const nodes: Node[] = [];
      defined.set(parts[1]!, nodes);
      stack.push({ nodes });
    } else if ((parts = /^if (.+)$/.exec(action))) {
      const node = { kind: 'if' as const, test: parts[1]!, then: [], otherwise: [] };
      top().nodes.push(node);
      stack.push({ nodes: node.then, onElse: node.otherwise });
    } else if (action === 'else' && top().onElse) {
      const frame = stack.pop()!;
      stack.push({ nodes: frame.onElse! });
    } else if (action === 'end' && stack.length > 1) {
      stack.pop();
    } else if ((parts = /^template "([^"]+)" \.$/.exec(action))) {
      top().nodes.push({ kind: 'template', name: parts[1]! });
    } else if ((parts = /^\.(\w+)$/.exec(action))) {
      top().nodes.push({ kind: 'var', name: parts[1]! });
    } else {
      throw unknownAction(action);
    }
  }
  if (stack.length > 1)
    throw new Error('The e-mail template has an {{ if }} or {{ define }} without {{ end }}');
  root.push(source.slice(last));
  return { root, defined };
}

/** The value of a test: `eq a b` ('true' or ''), `print a b…`, a variable or a "string". */
function evaluate(test: string, read: (name: string) => string): string {
  const tokens = test.match(/\(|\)|"[^"]*"|[^\s()]+/g) ?? [];
  const operand = (): string => {
    const token = tokens.shift() ?? '';
    if (token === '(') {
      const value = command();
      if (tokens.shift() !== ')') throw unknownAction(`if ${test}`);
      return value;
    }
    if (token.startsWith('"')) return token.slice(1, -1);
    if (token.startsWith('.')) return read(token.slice(1));
    throw unknownAction(`if ${test}`);
  };
  const command = (): string => {
    const name = tokens[0];
    if (name !== 'eq' && name !== 'print') return operand();
    tokens.shift();
    const args: string[] = [];
    while (tokens.length > 0 && tokens[0] !== ')') args.push(operand());
    if (name === 'print') return args.join('');
    if (args.length !== 2) throw unknownAction(`if ${test}`);
    return args[0] === args[1] ? 'true' : '';
  };
  const value = command();
  if (tokens.length > 0) throw unknownAction(`if ${test}`);
  return value;
}

/** Runs `source` with `read` giving each variable's value (already written for its place). */
function executeTemplate(source: string, read: (name: string) => string): string {
  const { root, defined } = parseTemplate(source);
  const run = (nodes: Node[]): string =>
    nodes
      .map((node) => {
        if (typeof node === 'string') return node;
        if (node.kind === 'var') return read(node.name);
        if (node.kind === 'if') return run(evaluate(node.test, read) ? node.then : node.otherwise);
        const called = defined.get(node.name);
        if (!called) throw unknownAction(`template "${node.name}" .`);
        return run(called);
      })
      .join('');
  return run(root);
}

/**
 * `template` with its link (`{{ .ConfirmationURL }}`) and `data` filled in, as GoTrue renders it;
 * a variable it does not have is refused rather than sent as written. The text part is the HTML's
 * text, each link written out, as GoTrue derives it.
 */
export function renderMail(
  to: string,
  template: MailTemplate,
  link: string,
  data: MailData = {},
): Omit<Mail, 'sentAt'> {
  // The link stands as a mark until the HTML and the text part each write it their way.
  const mark = '\u0000link\u0000';
  const values: Record<string, string | undefined> = { ...data, ConfirmationURL: mark };
  const filled = executeTemplate(template.html, (name) => {
    const value = values[name];
    if (value === undefined) throw unknownAction(`.${name}`);
    return value === mark ? mark : escapeHtml(value);
  });
  const html = filled.replaceAll(mark, escapeHtml(link));
  const text = filled
    .replace(/\s+/g, ' ')
    .replace(/<a\b[^>]*>(.*?)<\/a>/g, (_, label: string) => `${label}: ${link}`)
    .replaceAll(mark, link)
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

/**
 * The password recovery e-mail, from the project's recovery template, which leads with the
 * language `data.RedirectTo` names (docs/architecture.md#local-auth).
 */
export function recoveryMail(to: string, link: string, data: MailData): Omit<Mail, 'sentAt'> {
  recoveryTemplate ??= readMailTemplate('recovery');
  return renderMail(to, recoveryTemplate, link, data);
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
