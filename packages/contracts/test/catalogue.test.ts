import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as everything from '../src/index.ts';
import * as catalogue from '../src/catalogue.ts';

const src = join(import.meta.dirname, '../src');

/** Every module a file loads at run time (type-only imports are erased), followed through relative paths. */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const [, typeOnly, specifier] of text.matchAll(/^(?:import|export)( type)?\s[^;]*?from '([^']+)';/gms)) {
    if (typeOnly || !specifier) continue;
    if (specifier.startsWith('.')) runtimeImports(join(dirname(file), specifier), seen);
    else seen.add(specifier);
  }
  return seen;
}

describe('the main entry', () => {
  it('when the OpenTelemetry preload loads the contracts, then every name comes through one export * only', async () => {
    // import-in-the-middle (which the preload's instrumentations load modules through) drops a name
    // that two star exports share, even when both lead to the same binding: a service importing it
    // then fails to start ('does not provide an export named UNLIMITED').
    const index = readFileSync(join(src, 'index.ts'), 'utf8');
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const [, specifier] of index.matchAll(/^export \* from '([^']+)';/gm)) {
      const module = (await import(join(src, specifier ?? ''))) as Record<string, unknown>;
      for (const name of Object.keys(module)) {
        const first = seen.get(name);
        if (first) shared.push(`${name}: ${first} and ${specifier}`);
        else seen.set(name, specifier ?? '');
      }
    }
    expect(shared).toEqual([]);
  });
});

describe('the catalogue entry (@chainscribe/contracts/catalogue)', () => {
  it('when the marketing pages load the plans and offers, then no schema library comes with them', () => {
    const loaded = [...runtimeImports(join(src, 'catalogue.ts'))];
    expect(loaded.filter((module) => !module.startsWith(src))).toEqual([]);
    // The main entry does load zod, so the walk would have found it.
    expect(runtimeImports(join(src, 'index.ts'))).toContain('zod');
  });

  it('when a page reads the catalogue, then it reads the very values the services use', () => {
    expect(catalogue.planOffers).toBe(everything.planOffers);
    expect(catalogue.plans).toBe(everything.plans);
    expect(catalogue.billingTerms).toBe(everything.billingTerms);
    expect(catalogue.paymentCurrencies).toBe(everything.paymentCurrencies);
    expect(catalogue.messages).toBe(everything.messages);
    expect(catalogue.scheduledPostLimits).toEqual({ free: 3, premium: everything.UNLIMITED });
  });
});
