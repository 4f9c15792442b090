import { describe, expect, it } from 'vitest';
import { readMailTemplate, renderMail } from '../../supabase/local/auth/mail.ts';

// The e-mails hosted auth sends people, worded by the project in English and Spanish
// (supabase/config.toml, supabase/templates/; the README says where to paste them). The recovery
// e-mail is also sent by the local backend (tests/backend/recovery.test.ts); the sign-up
// confirmation only by hosted auth, so it is checked here, rendered as the local backend renders.

describe('the sign-up confirmation e-mail', () => {
  it('is worded in English and Spanish, the same link in each', () => {
    const template = readMailTemplate('confirmation');
    expect(template.subject).toBe('Confirm your account · Confirme su cuenta');
    const link =
      'https://project.supabase.co/auth/v1/verify?token=abc&type=signup&redirect_to=https://site.example/';
    const mail = renderMail('helper@example.com', template, link);
    expect(mail.text).toContain(`Confirm my account: ${link}`);
    expect(mail.text).toContain(`Confirmar mi cuenta: ${link}`);
    expect(mail.text).not.toMatch(/[<>{}]/);
    expect(mail.html.split(`<a href="${link.replaceAll('&', '&#38;')}">`)).toHaveLength(3);
    expect(mail.html).toContain('<h2 lang="es">Confirme su cuenta</h2>');
    // Every Spanish paragraph says so, for a mail reader's voice and translation.
    expect(mail.html.match(/<p lang="es">/g)).toHaveLength(3);
  });
});
