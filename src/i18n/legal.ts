import type { Language } from '../lib/content/schema.ts';
import type { SitePage } from './index.ts';
import { legalEn } from './legal-en.ts';
import { legalEs } from './legal-es.ts';

/** A titled part of a legal page; `{name}` placeholders are filled from the site settings. */
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
