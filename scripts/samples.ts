/**
 * `npm run samples`: the template writer's threads and tweets across topics, tokens and options,
 * written to .run/samples/template-samples.md, with issue 22's figures printed (X-valid share,
 * sentences repeated across topics, topic in the first tweet, lint findings per 100 tweets).
 *
 *   npm run samples [-- threads tweets seed]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSamples } from '../services/generation/bench/samples/sample-set.ts';
import { figuresOf, markdownOf } from '../services/generation/bench/samples/write-samples.ts';
import { lintSample } from '../services/generation/bench/samples/sample-lint.ts';

const [threads = 100, tweets = 100] = process.argv.slice(2, 4).map(Number);
const seed = process.argv[4] ?? 'samples';
const { figures, lines, failures, written } = figuresOf(buildSamples(threads, tweets, seed), lintSample);
const dir = join(import.meta.dirname, '..', '.run', 'samples');
mkdirSync(dir, { recursive: true });
const file = join(dir, 'template-samples.md');
writeFileSync(file, markdownOf(written, lines));
for (const line of lines) process.stdout.write(`${line}\n`);
for (const failure of failures) process.stdout.write(`refused: ${failure}\n`);
if (figures.topRepeated.length > 0)
  process.stdout.write(
    `most repeated: ${figures.topRepeated
      .slice(0, 5)
      .map((r) => `"${r.sentence}" (${r.topics} topics)`)
      .join('; ')}\n`,
  );
for (const missing of figures.topicMissing.slice(0, 3)) process.stdout.write(`topic missing in: ${missing.split('\n')[0]}\n`);
process.stdout.write(`written to ${file}\n`);
