import type { SitemapItem } from '@astrojs/sitemap';

/**
 * A sitemap entry whose alternates are the ones its page's head names (SeoHead.astro): one per
 * language by its plain code (`en`, `es`, as the plugin's i18n option gives them), then
 * `x-default`, the English page. Search engines read both; they must not disagree.
 */
export function withHeadAlternates(item: SitemapItem): SitemapItem {
  const links = item.links ?? [];
  const english = links.find((link) => link.lang === 'en');
  if (!english) return item;
  return {
    ...item,
    links: [
      ...links
        .filter((link) => link.lang !== 'x-default')
        .sort((a, b) => a.lang.localeCompare(b.lang)),
      { lang: 'x-default', url: english.url },
    ],
  };
}
