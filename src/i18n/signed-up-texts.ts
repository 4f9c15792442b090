import type { Language } from '../lib/content/schema.ts';

/**
 * What the site says to an account /auth sends it (docs/product.md#sign-in), in the language of
 * the page it led to: just created (`title`) or signed in without being an admin
 * (`notAdminTitle`, with a way to sign in with another account), it opens the admin only once an
 * admin adds it. Its own module, so the session module that shows it does not load the site's
 * dictionaries.
 */
export const signedUpTexts: Record<
  Language,
  {
    title: string;
    notAdminTitle: string;
    ask: string;
    then: string;
    ok: string;
    otherAccount: string;
  }
> = {
  en: {
    title: 'Your account is created',
    notAdminTitle: 'Your account is not an admin',
    ask: 'It cannot open the admin yet. Ask the site’s owner (or another admin) to add your e-mail, {email}, on the Admins page.',
    then: 'Once they have, Dashboard shows in this site’s menu and opens the admin.',
    ok: 'OK',
    otherAccount: 'Use another account',
  },
  es: {
    title: 'Su cuenta está creada',
    notAdminTitle: 'Su cuenta no es de administrador',
    ask: 'Todavía no puede abrir el panel de administración. Pida al dueño del sitio (o a otro administrador) que añada su correo, {email}, en la página «Administradores» del panel.',
    then: 'Cuando lo haya hecho, «Panel de control» aparecerá en el menú de este sitio y abrirá el panel.',
    ok: 'Entendido',
    otherAccount: 'Usar otra cuenta',
  },
};
