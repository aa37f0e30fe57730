// The site row of the benchmark (bench/run, docs/performance.md): opens an exported site from file://
// in headless Chromium (Debian's /usr/bin/chromium, driven by playwright-core from the build folder),
// types queries into the search box and reports, per query, the time from typing to the first result
// on the page and the bytes of the index files the query loaded. Each query starts on a fresh page
// (nothing cached), so its figures include the index head loaded on first use; then the same query is
// typed again on that page (head and parts already loaded). The processor is slowed down as for a
// phone (--cpu-slowdown, default 4). Not a test: it asserts nothing, it measures.
//
//   node bench/site_query.cjs SITE [--cpu-slowdown N] [--runs N] [--profile] [--query TEXT ...]
//
// --runs N repeats each query on N fresh pages (min, median, max). --profile records a Chromium
// trace of each first query and prints where the page's main thread spent the time from typing to
// the first result: running each loaded script (EvaluateScript, compiling included), the search's
// own callbacks, garbage collection, style, layout and paint, and the time it was idle (waiting for
// files or the debounce).
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
  const options = { site: null, slowdown: 4, queries: [], runs: 1, profile: false };
  for (let i = 0; i < argv.length; ++i) {
    if (argv[i] === '--cpu-slowdown') options.slowdown = Number(argv[++i]);
    else if (argv[i] === '--runs') options.runs = Number(argv[++i]);
    else if (argv[i] === '--profile') options.profile = true;
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
    // The index scripts the page adds until the first result is shown.
    const added = [];
    let shown = false;
    if (!document.head.countingScripts) {
      const append = document.head.appendChild.bind(document.head);
      document.head.countingScripts = true;
      document.head.appendChild = (node) => {
        if (window.judgeCountScript) window.judgeCountScript(node);
        return append(node);
      };
    }
    window.judgeCountScript = (node) => { if (!shown && /assets\/search/.test(node.src || '')) added.push(node.src); };
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
          shown = true;
          performance.mark('judge-first-result');
          observer.disconnect();
          resolve();
        }
      }).observe(box, { childList: true, subtree: true });
    });
    const ms = performance.now() - started;
    return { ms, hits: box.querySelectorAll('li.hit').length, summary: box.querySelector('.search-summary').textContent, added };
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
    const runs = [];
    for (let run = 0; run < options.runs; ++run) {
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
      const trace = options.profile && run === 0 ? await startTrace(cdp) : null;
      const cold = await typeAndWait(page, query);
      // What the first result needed, then everything the query loaded (the rest of the 60 hits).
      const firstFiles = cold.added.length;
      const firstBytes = cold.added.reduce((a, url) => a + fs.statSync(fileURLToPath(url)).size, 0);
      if (trace) cold.profile = await stopTrace(cdp, trace);
      await page.waitForFunction(() => !document.getElementById('search-results').hasAttribute('aria-busy'));
      const coldBytes = loaded.reduce((a, b) => a + b, 0), coldFiles = loaded.length;
      await typeAndWait(page, query + ' ');  // another query in between, so the box changes
      loaded.length = 0;
      const warm = await typeAndWait(page, query);
      runs.push({ cold, firstBytes, firstFiles, coldBytes, coldFiles, warm, warmBytes: loaded.reduce((a, b) => a + b, 0) });
      await context.close();
    }
    rows.push({ query, runs });
  }
  await browser.close();

  const kib = (bytes) => Math.round(bytes / 1024);
  const spread = (values) => {
    const sorted = values.slice().sort((a, b) => a - b), median = sorted[Math.floor((sorted.length - 1) / 2)];
    return sorted.length > 1 ? `${Math.round(median)} ms (${Math.round(sorted[0])}–${Math.round(sorted[sorted.length - 1])})` : `${Math.round(median)} ms`;
  };
  console.log(`site: first result after typing, CPU slowed ${options.slowdown}×, from file:// (fresh page incl. index head; again on the same page)` +
              (options.runs > 1 ? `, median (min–max) of ${options.runs} pages:` : ':'));
  for (const { query, runs } of rows) {
    const r = runs[0];
    console.log(`  ${query}: ${spread(runs.map((x) => x.cold.ms))}, ${kib(r.firstBytes)} KiB in ${r.firstFiles} files before it ` +
                `(${kib(r.coldBytes)} KiB in ${r.coldFiles} with the other hits); again ${spread(runs.map((x) => x.warm.ms))}, ` +
                `${kib(r.warmBytes)} KiB (${r.cold.summary.replace(/ for .*/, '')})`);
    if (r.cold.profile) console.log(r.cold.profile);
  }
  const median = (runs) => runs.map((x) => x.cold.ms).sort((a, b) => a - b)[Math.floor((runs.length - 1) / 2)];
  const worst = rows.reduce((w, r) => (median(r.runs) > median(w.runs) ? r : w));
  const heaviest = rows.reduce((w, r) => (r.runs[0].coldBytes > w.runs[0].coldBytes ? r : w));
  console.log(`site: slowest ${Math.round(median(worst.runs))} ms (${worst.query}; goal ≤ 1 s), largest download ${kib(heaviest.runs[0].coldBytes)} KiB ` +
              `(${heaviest.query}; goal ≤ 5 MB)`);
}

// A Chromium trace of the page's main thread (the DevTools protocol's Tracing domain).
async function startTrace(cdp) {
  const events = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...data.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'toplevel', 'blink.user_timing'] },
  });
  return { events, complete };
}

// Where the main thread's time went between the first input event and the first result: top-level
// tasks by what they ran, each loaded script's evaluation, and the idle time between tasks.
async function stopTrace(cdp, trace) {
  await cdp.send('Tracing.end');
  await trace.complete;
  const events = trace.events;
  if (process.env.SITE_QUERY_TRACE) fs.writeFileSync(process.env.SITE_QUERY_TRACE, JSON.stringify(events));
  const main = events.find((e) => e.name === 'thread_name' && e.args && e.args.name === 'CrRendererMain' &&
                                  events.some((x) => x.pid === e.pid && x.name === 'EvaluateScript'));
  if (!main) return '    (no renderer main thread in the trace)';
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const start = Math.min(...onMain.filter((e) => e.name === 'EventDispatch' && e.args.data && e.args.data.type === 'input').map((e) => e.ts));
  const mark = events.find((e) => e.name === 'judge-first-result');
  const lastScript = mark ? mark.ts : Math.max(...onMain.filter((e) => e.ts >= start).map((e) => e.ts + e.dur));
  const within = onMain.filter((e) => e.ts >= start && e.ts <= lastScript);
  const top = within.filter((e) => e.name === 'ThreadControllerImpl::RunTask');
  const tasks = top.length ? top : within.filter((e) => e.name === 'RunTask');
  const busy = tasks.reduce((a, e) => a + e.dur, 0);
  const sum = (name) => within.filter((e) => e.name === name).reduce((a, e) => a + e.dur, 0);
  const ms = (us) => Math.round(us / 1000);
  const inside = (task, e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur;
  // What a task ran: the scripts it evaluated, a timer, or an event (a script's load event runs the
  // search's promise callbacks).
  const what = (task) => {
    const parts = within.filter((e) => inside(task, e) && e !== task);
    const scripts = parts.filter((e) => e.name === 'EvaluateScript').map((e) => (e.args.data.url || '').replace(/.*\//, ''));
    if (scripts.length) return `script ${scripts.join(' ')}`;
    if (parts.some((e) => e.name === 'TimerFire')) return 'timer';
    const event = parts.find((e) => e.name === 'EventDispatch');
    if (event) return `${event.args.data.type} event`;
    return parts.some((e) => e.name === 'UpdateLayoutTree' || e.name === 'Paint' || e.name === 'Commit') ? 'drawing' : 'other';
  };
  const gc = within.filter((e) => e.name === 'MinorGC' || e.name === 'MajorGC').reduce((a, e) => a + e.dur, 0);
  const lines = [
    `    profile: ${ms(lastScript - start)} ms from the input event to the first result; main thread busy ${ms(busy)} ms ` +
      `(GC ${ms(gc)} ms, style+layout ${ms(sum('UpdateLayoutTree') + sum('Layout'))} ms, paint ${ms(sum('Paint'))} ms), idle ${ms(lastScript - start - busy)} ms`,
    `      tasks over 10 ms (start: duration what): ${tasks.filter((t) => t.dur > 10000).map((t) => `${ms(t.ts - start)}: ${ms(t.dur)} ${what(t)}`).join('; ')}`,
  ];
  return lines.join('\n');
}

main().catch((error) => {
  console.error(String(error && error.stack || error));
  process.exit(1);
});
