/**
 * The admin's text namespaces: one module per namespace and language (`en/<ns>.ts`, `es/<ns>.ts`).
 * The English module defines the keys; the Spanish one must have exactly the same (its type and
 * tests/unit/admin-dictionaries.test.ts check it). Add a namespace here when adding its modules.
 */
import type about from './en/about.ts';
import type admins from './en/admins.ts';
import type auth from './en/auth.ts';
import type bookings from './en/bookings.ts';
import type common from './en/common.ts';
import type editor from './en/editor.ts';
import type expenses from './en/expenses.ts';
import type faqs from './en/faqs.ts';
import type hero from './en/hero.ts';
import type history from './en/history.ts';
import type images from './en/images.ts';
import type overview from './en/overview.ts';
import type packages from './en/packages.ts';
import type pages from './en/pages.ts';
import type seed from './en/seed.ts';
import type services from './en/services.ts';
import type settingNames from './en/settingNames.ts';
import type settings from './en/settings.ts';
import type shell from './en/shell.ts';
import type social from './en/social.ts';
import type testimonials from './en/testimonials.ts';
import type validation from './en/validation.ts';

/** Each namespace's English module. */
interface Catalog {
  about: typeof about;
  admins: typeof admins;
  auth: typeof auth;
  bookings: typeof bookings;
  common: typeof common;
  editor: typeof editor;
  expenses: typeof expenses;
  faqs: typeof faqs;
  hero: typeof hero;
  history: typeof history;
  images: typeof images;
  overview: typeof overview;
  packages: typeof packages;
  pages: typeof pages;
  seed: typeof seed;
  services: typeof services;
  settingNames: typeof settingNames;
  settings: typeof settings;
  shell: typeof shell;
  social: typeof social;
  testimonials: typeof testimonials;
  validation: typeof validation;
}

/** The name of a namespace, e.g. 'common'. */
export type Namespace = keyof Catalog;
/** The keys of namespace `N`. */
export type NamespaceKey<N extends Namespace> = keyof Catalog[N] & string;
/** The shape a Spanish module must have: every key of its English module, nothing else. */
export type SameKeys<N extends Namespace> = Record<NamespaceKey<N>, string>;
