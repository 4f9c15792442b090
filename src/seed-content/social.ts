import type { SocialLink } from '../lib/content/schema.ts';

/** The social_links rows, shared by both languages. */
export const socialLinks: SocialLink[] = [
  {
    platform: 'facebook',
    url: 'https://www.facebook.com/dmvmobiledetailing',
    icon_name: 'facebook',
    display_order: 1,
    is_active: true,
  },
  {
    platform: 'instagram',
    url: 'https://www.instagram.com/dmvmobiledetailing',
    icon_name: 'instagram',
    display_order: 2,
    is_active: true,
  },
];
