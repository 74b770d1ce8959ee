/**
 * Writes the 768 px wide variants of the landing's screenshots (public/screenshots/<name>-<locale>-<theme>-768.webp),
 * which phones load instead of the full-size files (see features/marketing/landing-teaser.tsx). Run after replacing a
 * screenshot: `npx tsx apps/web/scripts/make-screenshot-variants.ts` (CHROMIUM_PATH names the browser; it scales with
 * the browser's own high-quality resampling and encodes WebP at quality 0.72).
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const DIR = fileURLToPath(new URL('../public/screenshots/', import.meta.url));
const WIDTH = 768;
const QUALITY = 0.72;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const file of readdirSync(DIR).filter((name) => /^[a-z]+-(de|en)-(light|dark)\.webp$/.test(name))) {
    const data = readFileSync(`${DIR}${file}`).toString('base64');
    const dataUrl = await page.evaluate(
      async ({ data, width, quality }) => {
        const image = new Image();
        image.src = `data:image/webp;base64,${data}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = Math.round((image.naturalHeight * width) / image.naturalWidth);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d canvas');
        context.imageSmoothingQuality = 'high';
        context.drawImage(image, 0, 0, canvas.width, canvas.height);
        return canvas.toDataURL('image/webp', quality);
      },
      { data, width: WIDTH, quality: QUALITY },
    );
    const target = file.replace('.webp', `-${WIDTH}.webp`);
    writeFileSync(`${DIR}${target}`, Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'));
    console.log(`${file} -> ${target}`);
  }
} finally {
  await browser.close();
}
