import { z } from '../zod.ts';

/**
 * A setting stored as JSON text (site_settings.value is text): parses the text, then validates the
 * value with `schema`. Invalid JSON is an issue like any other, so the loader reports it the same way.
 */
export function jsonSetting<S extends z.ZodType>(schema: S) {
  return z
    .string()
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'is not valid JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);
}
