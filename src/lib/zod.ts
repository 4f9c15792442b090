/**
 * Imported first by the admin island: zod 4 compiles object parsers with `new Function` and, to
 * find out whether it may, tries one the moment a schema is made. The site's CSP has no
 * 'unsafe-eval', so that probe is a reported violation; jitless mode skips both (the forms parse
 * a handful of fields, interpreted parsing costs nothing noticeable).
 */
import { z } from 'zod';

z.config({ jitless: true });
