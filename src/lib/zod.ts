/**
 * zod as the site uses it: every schema module imports `z` from here, never from 'zod' (ESLint
 * says so). zod 4 compiles object parsers with `new Function` and, to find out whether it may,
 * tries one the moment a schema is made. The site's CSP has no 'unsafe-eval', so that probe is a
 * reported violation; jitless mode skips both (the forms parse a handful of fields, interpreted
 * parsing costs nothing noticeable). Set here rather than by the admin island's entry, zod loads
 * with the first page that makes a schema, not with the admin's first view.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
