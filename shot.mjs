import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const base = process.argv[2]; const pages = process.argv.slice(3);
for (const [w,h,name] of [[1280,900,'d'],[390,844,'m']]) for (const theme of ['light','dark']) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 1 });
  await ctx.addInitScript((t) => localStorage.setItem('theme', t), theme);
  const page = await ctx.newPage();
  for (const p of pages) { await page.goto(base + p); await page.waitForTimeout(800); await page.screenshot({ path: `/tmp/shots/${name}-${theme}-${p.replace(/\W/g,'_')||'home'}.png`, fullPage: true }); }
  await ctx.close();
}
await browser.close();
