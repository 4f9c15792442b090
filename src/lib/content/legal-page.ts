import { intlLocales } from '../../i18n/locales.ts';
import { fillPlaceholders, type SitePage } from '../../i18n/index.ts';
import { legalLinkNames, legalTexts, type LegalPage } from '../../i18n/legal.ts';
import { monthsText, retentionMonths } from './booking-retention.ts';
import { paymentMethodsText } from './payment-methods.ts';
import type { Language } from './schema.ts';
import type { SiteSettings } from './site-settings.ts';

/** What a legal page needs of the content: the settings, and whether any social link is shown. */
export interface LegalFacts {
  settings: Pick<
    SiteSettings,
    | 'company_name'
    | 'map_embed_url'
    | 'payment_methods'
    | 'booking_retention_months'
    | 'ceramic_partner_url'
    | 'whatsapp_number'
  >;
  socialLinks: number;
}

/**
 * The text of a legal page with its `{name}` placeholders filled from the settings, so the pages
 * state the same facts as the landing page (docs/product.md#privacy-and-terms). A paragraph that
 * needs something the owner has not set is left out: no WhatsApp paragraph without a WhatsApp
 * number, no list of links when the page shows none.
 */
export function legalPageText(lang: Language, page: SitePage, facts: LegalFacts): LegalPage {
  const { settings } = facts;
  const names = legalLinkNames[lang];
  const list = (items: string[]) =>
    new Intl.ListFormat(intlLocales[lang], { type: 'conjunction' }).format(items);
  // The sites the page links to besides the map: the partner's page and the social pages, if set.
  const others = [
    ...(settings.ceramic_partner_url ? [names.partner] : []),
    ...(facts.socialLinks > 0 ? [names.social] : []),
  ];
  const values: Record<string, string> = {
    company: settings.company_name,
    mapHost: new URL(settings.map_embed_url).hostname,
    methods: paymentMethodsText(lang, settings.payment_methods),
    // How long booking requests are kept: the owner's setting, '1 month' / '12 meses'.
    months: monthsText(lang, retentionMonths(settings.booking_retention_months)),
    otherLinks: list(others),
    allLinks: list([...others, names.map]),
    whatsapp: settings.whatsapp_number,
  };
  const fill = (template: string) => fillPlaceholders(template, values);
  const complete = (template: string) =>
    [...template.matchAll(/\{(\w+)\}/g)].every(([, name = '']) => values[name]);
  const text = legalTexts[lang][page];
  return {
    description: fill(text.description),
    intro: fill(text.intro),
    sections: text.sections.map((section) => ({
      heading: section.heading,
      paragraphs: section.paragraphs.filter(complete).map(fill),
    })),
  };
}
