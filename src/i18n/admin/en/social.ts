/** The Social Links editor (/admin/social): its fields and link cards. */
export default {
  empty: 'No social links yet. Add the first one.',
  platform: 'Platform name',
  url: 'URL',
  urlHint:
    'The link to the page, or the profile’s @handle on Facebook, Instagram, YouTube, X or TikTok.',
  iconHint: 'facebook, instagram, youtube, x, twitter or tiktok; globe for any other site.',
  opensInNewTab: '(opens in a new tab)',
};
