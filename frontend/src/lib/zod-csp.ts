import { z } from 'zod';

// Imported first by main.tsx, before any schema exists: zod decides at each object schema's creation
// whether to compile a fast parser with `new Function`, and the gateway's CSP forbids eval. Without
// this it would try once and the browser would report the blocked attempt as a CSP violation.
z.config({ jitless: true });
