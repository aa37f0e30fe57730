// The site row of the benchmark (bench/run, docs/performance.md): opens an exported site from file://
// in headless Chromium (Debian's /usr/bin/chromium, driven by playwright-core from the build folder),
// types queries into the search box and reports, per query, the time from typing to the first result
// on the page and the bytes of the index files the query loaded. Each query starts on a fresh page
// (nothing cached), so its figures include the index head loaded on first use; then the same query is
// typed again on that page (head and parts already loaded). The processor is slowed down as for a
// phone (--cpu-slowdown, default 4). Not a test: it asserts nothing, it measures.
//
//   node bench/site_query.cjs SITE [--cpu-slowdown N] [--query TEXT ...]
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { fileURLToPath, pathToFileURL } = require('node:url');

function playwright() {
  try {
    return require('playwright-core');
  } catch {
    return require(path.join(__dirname, '..', 'build', 'web-export', 'npm', 'node_modules', 'playwright-core'));
  }
}

function parseArguments(argv) {
  const options = { site: null, slowdown: 4, queries: [] };
  for (let i = 0; i < argv.length; ++i) {
    if (argv[i] === '--cpu-slowdown') options.slowdown = Number(argv[++i]);
    else if (argv[i] === '--query') options.queries.push(argv[++i]);
    else if (!options.site) options.site = argv[i];
    else throw new Error(`site_query: unexpected argument ${argv[i]}`);
  }
  if (!options.site || !fs.existsSync(path.join(options.site, 'index.html'))) {
    throw new Error('site_query: give an exported site folder (with index.html)');
  }
  if (!options.queries.length) options.queries = ['エスケープ', '貫通', 'シールド', 'ブロック 攻撃', 'shield trigger', 'escape', 'カード'];
  return options;
}

// Types `query` and waits for the first hit (or the summary, when nothing is found): milliseconds.
async function typeAndWait(page, query) {
  return page.evaluate(async (q) => {
    const input = document.getElementById('search-input');
    const box = document.getElementById('search-results');
    box.textContent = '';
    const started = performance.now();
    input.focus();
    input.value = q;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((resolve) => {
      const done = () => {
        const summary = box.querySelector('.search-summary');
        return summary && summary.textContent.includes('“' + q.trim() + '”');
      };
      if (done()) return resolve();
      new MutationObserver((_, observer) => {
        if (done()) {
          observer.disconnect();
          resolve();
        }
      }).observe(box, { childList: true, subtree: true });
    });
    return { ms: performance.now() - started, hits: box.querySelectorAll('li.hit').length, summary: box.querySelector('.search-summary').textContent };
  }, query);
}

async function main() {
  const options = parseArguments(process.argv.slice(2));
  const { chromium } = playwright();
  const browser = await chromium.launch({
    executablePath: process.env.JUDGE_CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const indexUrl = pathToFileURL(path.join(path.resolve(options.site), 'index.html')).href;
  const rows = [];
  for (const query of options.queries) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const loaded = [];
    page.on('request', (request) => {
      const url = request.url();
      if (/\/assets\/search(-index\.js|\/)/.test(url)) loaded.push(fs.statSync(fileURLToPath(url)).size);
    });
    await page.goto(indexUrl);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.slowdown });
    const cold = await typeAndWait(page, query);
    const coldBytes = loaded.reduce((a, b) => a + b, 0), coldFiles = loaded.length;
    await typeAndWait(page, query + ' ');  // another query in between, so the box changes
    loaded.length = 0;
    const warm = await typeAndWait(page, query);
    rows.push({ query, cold, coldBytes, coldFiles, warm, warmBytes: loaded.reduce((a, b) => a + b, 0) });
    await context.close();
  }
  await browser.close();

  const kib = (bytes) => Math.round(bytes / 1024);
  console.log(`site: first result after typing, CPU slowed ${options.slowdown}×, from file:// (fresh page incl. index head; again on the same page):`);
  for (const r of rows) {
    console.log(`  ${r.query}: ${Math.round(r.cold.ms)} ms, ${kib(r.coldBytes)} KiB in ${r.coldFiles} files; again ${Math.round(r.warm.ms)} ms, ` +
                `${kib(r.warmBytes)} KiB (${r.cold.summary.replace(/ for .*/, '')})`);
  }
  const worst = rows.reduce((w, r) => (r.cold.ms > w.cold.ms ? r : w));
  const heaviest = rows.reduce((w, r) => (r.coldBytes > w.coldBytes ? r : w));
  console.log(`site: slowest ${Math.round(worst.cold.ms)} ms (${worst.query}; goal ≤ 1 s), largest download ${kib(heaviest.coldBytes)} KiB ` +
              `(${heaviest.query}; goal ≤ 5 MB)`);
}

main().catch((error) => {
  console.error(String(error && error.stack || error));
  process.exit(1);
});
