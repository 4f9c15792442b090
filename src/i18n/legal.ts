import type { Language } from '../lib/content/schema.ts';
import type { SitePage } from './index.ts';
import { legalEn, linkNamesEn } from './legal-en.ts';
import { legalEs, linkNamesEs } from './legal-es.ts';

/**
 * A titled part of a legal page; `{name}` placeholders are filled from the site settings, and a
 * paragraph whose placeholder has no value (no WhatsApp number, no links) is left out
 * (src/lib/content/legal-page.ts).
 */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** The text of one legal page in one language (its title is the footer link's label). */
export interface LegalPage {
  description: string;
  intro: string;
  sections: LegalSection[];
}

/** The privacy policy and the terms of service of one language. */
export type LegalTexts = Record<SitePage, LegalPage>;

/** The legal pages' texts by language. */
export const legalTexts: Record<Language, LegalTexts> = { en: legalEn, es: legalEs };

/** How the legal pages name the sites the landing page may link to, in a list of links. */
export interface LegalLinkNames {
  partner: string;
  social: string;
  map: string;
}

/** The names of linked sites by language ('our social media pages', 'a nuestras redes sociales'). */
export const legalLinkNames: Record<Language, LegalLinkNames> = {
  en: linkNamesEn,
  es: linkNamesEs,
};
