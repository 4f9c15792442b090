import { expect, type APIRequestContext } from '@playwright/test';
import { backendUrl } from './stack.ts';

/** One e-mail of the local inbox (docs/architecture.md#local-auth). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

/** The e-mails the local auth sent to `address`, newest first. */
export async function inbox(request: APIRequestContext, address: string): Promise<Mail[]> {
  const response = await request.get(`${backendUrl}/_local/mail?to=${encodeURIComponent(address)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Mail[];
}

/** The headings of a reset e-mail's text, in the order it gives them (one per language). */
export function mailHeadings(mail: Mail): string[] {
  return mail.text.split('\n').filter((line) => /^(Reset your password|Restablezca)/.test(line));
}

/** Waits for the password reset e-mail to `address` and answers the link in it. */
export async function resetLink(request: APIRequestContext, address: string): Promise<string> {
  await expect
    .poll(async () => (await inbox(request, address)).length, {
      message: `a reset e-mail reaches ${address}`,
    })
    .toBe(1);
  const [mail] = await inbox(request, address);
  expect(mail!.subject).toBe('Reset your password · Restablezca su contraseña');
  const link = /https?:\/\/\S+\/verify\?\S+/.exec(mail!.text)?.[0];
  if (!link) throw new Error(`no link in the e-mail: ${mail!.text}`);
  return link;
}
