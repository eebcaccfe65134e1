// Crops a region of a PNG (for looking at full-page screenshots at full resolution):
//   node_modules/.bin/node e2e/tools/crop.ts in.png out.png x y width height
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [input, output, x, y, width, height] = process.argv.slice(2);
if (!input || !output) throw new Error('usage: crop.ts in.png out.png x y width height');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 400, height: 400 } });
const data = readFileSync(input).toString('base64');
await page.setContent(`<style>body{margin:0}img{display:block}</style><img src="data:image/png;base64,${data}">`);
await page.waitForFunction(() => document.images[0]?.complete);
await page.screenshot({ path: output, fullPage: true, clip: { x: Number(x), y: Number(y), width: Number(width), height: Number(height) } });
await browser.close();
