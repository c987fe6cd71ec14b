// Draws the app's icons (static/icons/*.png) with Chromium: a 2048 tile, plain for
// browsers, full-bleed with the text in the central safe zone for maskable use and
// Apple's home screen. Run by hand when the design changes; the PNGs are committed.
//   node scripts/make-icons.mjs
import { launch } from '../tests/e2e/harness.mjs';

const ICONS = [
  { file: 'icon-192.png', size: 192, bleed: false },
  { file: 'icon-512.png', size: 512, bleed: false },
  { file: 'icon-maskable-512.png', size: 512, bleed: true },
  { file: 'apple-touch-icon.png', size: 180, bleed: true },
];

const page = (size, bleed) => `<!DOCTYPE html><html><head><style>
  html, body { margin: 0; width: ${size}px; height: ${size}px; background: transparent; }
  .tile { box-sizing: border-box; width: 100%; height: 100%; display: flex; align-items: center;
    justify-content: center; background: #edc22e; color: #f9f6f2;
    font: bold ${Math.round(size * (bleed ? 0.26 : 0.3))}px "Clear Sans", "Helvetica Neue", Arial, sans-serif;
    border-radius: ${bleed ? 0 : Math.round(size * 0.12)}px; }
  </style></head><body><div class="tile">2048</div></body></html>`;

const browser = await launch();
try {
  for (const { file, size, bleed } of ICONS) {
    const context = await browser.newContext({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const tab = await context.newPage();
    await tab.setContent(page(size, bleed));
    await tab.screenshot({ path: new URL(`../static/icons/${file}`, import.meta.url).pathname, omitBackground: !bleed });
    await context.close();
  }
} finally {
  await browser.close();
}
