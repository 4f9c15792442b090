import type { SameKeys } from '../namespaces.ts';

export default {
  empty: 'Todavía no hay redes sociales. Agregue la primera.',
  platform: 'Nombre de la plataforma',
  url: 'URL',
  urlHint:
    'El enlace a la página, o el @usuario del perfil en Facebook, Instagram, YouTube, X o TikTok.',
  iconHint: 'facebook, instagram, youtube, x, twitter o tiktok; globe para cualquier otro sitio.',
  opensInNewTab: '(se abre en una pestaña nueva)',
} satisfies SameKeys<'social'>;
