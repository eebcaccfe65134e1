// What the SPA imports as `zod` (vite.config.ts aliases it here): zod itself, with jitless mode set
// before any importer creates a schema. zod decides at each object schema's creation whether to
// compile a fast parser with `new Function`, and the gateway's CSP forbids eval: without this it
// would try once and the browser would report the blocked attempt as a CSP violation.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
