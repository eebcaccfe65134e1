// Evaluates zod (through src/lib/zod-csp.ts) and nothing else. Imported for its effect only: a
// dynamic `import('zod')` hands its caller every export, so the bundle kept all of zod (JSON
// Schema conversion, every locale) for schemas that use a fraction of it.
import 'zod';
