import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
const url = process.argv[2];
const byUrl = {}, byFn = {};
for (let i = 0; i < 3; i++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  const dt = {};
  for (let k = 0; k < profile.samples.length; k++) dt[profile.samples[k]] = (dt[profile.samples[k]] || 0) + profile.timeDeltas[k];
  for (const n of profile.nodes) {
    const t = (dt[n.id] || 0) / 1000;
    const u = n.callFrame.url.replace(/.*\//, '') || '(' + n.callFrame.functionName + ')';
    byUrl[u] = (byUrl[u] || 0) + t;
    const f = n.callFrame.functionName + ' ' + u + ':' + n.callFrame.lineNumber+':'+n.callFrame.columnNumber;
    byFn[f] = (byFn[f] || 0) + t;
  }
  await context.close();
}
const top = (o, n) => Object.entries(o).sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 3).toFixed(1)}ms ${k}`).join('\n');
console.log(top(byUrl, 18)); console.log('---'); console.log(top(byFn, 25));
await browser.close();
