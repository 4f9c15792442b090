import type { z } from 'zod';
import { openingHoursSettingSchema, type OpeningHours } from './opening-hours.ts';
import { paymentMethodsSettingSchema, type PaymentMethod } from './payment-methods.ts';
import { settingDefaults, type SettingKey } from './schema.ts';
import type { ServiceArea } from './service-area.ts';
import { serviceAreaSettingSchema } from './service-area-schema.ts';

/** Settings whose text holds structured data, with the schema that parses and validates it. */
export const structuredSettings = {
  opening_hours: openingHoursSettingSchema,
  payment_methods: paymentMethodsSettingSchema,
  service_area: serviceAreaSettingSchema,
} satisfies Partial<Record<SettingKey, z.ZodType<unknown, string>>>;

type StructuredKey = keyof typeof structuredSettings;

/** The site settings the landing page renders: plain text, and the structured ones parsed. */
export type SiteSettings = Record<Exclude<SettingKey, StructuredKey>, string> & {
  opening_hours: OpeningHours;
  payment_methods: PaymentMethod[];
  service_area: ServiceArea;
};

/** `value[0].opens` from a zod issue path inside a setting's value. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : `${text}.${String(part)}`),
    'value',
  );
}

/**
 * Parses the structured settings of `values` (every key present); throws an error naming the
 * setting and the field when one is invalid, so a bad value fails the build, not the page.
 */
export function parseSiteSettings(values: Record<SettingKey, string>): SiteSettings {
  const parsed: Record<string, unknown> = { ...values };
  for (const [key, schema] of Object.entries(structuredSettings)) {
    // An optional setting a caller left out reads as its default, as a missing row does.
    const result = schema.safeParse(
      values[key as StructuredKey] ?? settingDefaults[key as StructuredKey],
    );
    if (!result.success) {
      const problems = result.error.issues
        .map((issue) => `${fieldPath(issue.path)}: ${issue.message}`)
        .join('; ');
      throw new Error(
        `Invalid content in site_settings row (key=${key}): ${problems}. Fix the setting in the admin area or the database, then rebuild.`,
      );
    }
    parsed[key] = result.data;
  }
  return parsed as SiteSettings;
}
