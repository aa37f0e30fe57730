// The exported site in real headless Chromium (Debian's /usr/bin/chromium) driven by
// playwright-core, opened from file:// exactly as a tournament organiser would open the folder:
// search works with no server and finds what `judge search` finds, a ruling with a scenario
// shows its verdict and board diagrams, and no request leaves the site.
//
// Run by CTest (web-export/CMakeLists.txt) as: node --test browser.test.cjs, with
//   JUDGE_SITE        the exported site folder
//   JUDGE_ARTIFACTS   where screenshots go (the build folder)
//   JUDGE_BINARY, JUDGE_DB  the judge binary and database, to compare with `judge search`
//   NODE_PATH         the build folder's node_modules (playwright-core)
'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { pathToFileURL } = require('node:url');
const { chromium } = require('playwright-core');

const site = process.env.JUDGE_SITE;
const artifacts = process.env.JUDGE_ARTIFACTS || os.tmpdir();
const chromiumPath = process.env.JUDGE_CHROMIUM || '/usr/bin/chromium';
const indexUrl = pathToFileURL(path.join(site, 'index.html')).href;

// IDs `judge search` finds for a query, to check the site finds them too.
function cliHits(query) {
  if (!process.env.JUDGE_BINARY || !process.env.JUDGE_DB) return null;
  const out = execFileSync(process.env.JUDGE_BINARY, ['--db', process.env.JUDGE_DB, 'search', query, '--limit', '1000', '--json'],
    { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return JSON.parse(out).map((hit) => hit.id);
}

let browser, context;
const requests = [];
const pageErrors = [];

test.before(async () => {
  assert.ok(site && fs.existsSync(path.join(site, 'index.html')), `no exported site at ${site}`);
  // Playwright gives every launch a fresh, temporary user-data-dir of its own.
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
  context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  context.on('request', (request) => requests.push(request.url()));
});

test.after(async () => {
  if (browser) await browser.close();
});

async function openPage() {
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  // A resource the page's Content-Security-Policy blocks is reported on the console.
  page.on('console', (message) => {
    if (message.type() === 'error' && !page.expectsCspRefusal) pageErrors.push(`console: ${message.text()}`);
  });
  await page.goto(indexUrl);
  return page;
}

// Types a query into the header's search box and returns the IDs of the listed hits.
async function searchFor(page, query) {
  await page.fill('#search-input', query);
  await page.press('#search-input', 'Enter');
  // The summary names the query, so a search after another waits for its own results.
  await page.waitForFunction((q) => {
    // Hits beyond the first few are added after the summary: the box is aria-busy until then.
    const summary = document.querySelector('#search-results:not([hidden]):not([aria-busy]) .search-summary');
    return summary !== null && summary.textContent.includes('“' + q.trim() + '”');
  }, query);
  return page.$$eval('#search-results li.hit', (items) => items.map((item) => item.getAttribute('data-id')));
}

// Every hit of the site's search, not only those shown on the page.
async function allSiteHits(page, query) {
  return page.evaluate(async (q) => (await window.JudgeSearch.search(q)).hits.map((doc) => doc.id), query);
}

test('an entry titled exactly what was typed comes first, as on the command line', async () => {
  const page = await openPage();
  for (const [query, first] of [['エスケープ', 'DM-R-ESCAPE'], ['escape', 'DM-R-ESCAPE'], ['進化', 'DM-R-EVOLUTION'], ['貫通', 'IW-R-PIERCE']]) {
    const hits = await searchFor(page, query);
    assert.equal(hits[0], first, `${query}: ${hits.slice(0, 3).join(' ')}`);
  }
  await page.close();
});

test('a page that is only read does not load the search index', async () => {
  const page = await openPage();
  assert.equal(await page.evaluate(() => typeof window.JUDGE_SEARCH), 'undefined');
  await searchFor(page, '貫通');
  assert.equal(await page.evaluate(() => typeof window.JUDGE_SEARCH), 'object');
  await page.close();
});

// The index parts (assets/search/s<N>.js shards, d<N>.js document blocks) a page requests.
function recordParts(page) {
  const loaded = [];
  page.on('request', (request) => {
    const part = request.url().match(/\/assets\/search\/([sd]\d+)\.js$/);
    if (part) loaded.push(part[1]);
  });
  return loaded;
}

test('a query loads only the shards covering its words and the document blocks of the hits it shows', async () => {
  const page = await openPage();
  const loaded = recordParts(page);
  for (const query of ['貫通', 'shield trigger']) {
    loaded.length = 0;
    const shown = await searchFor(page, query);
    assert.ok(shown.length > 0, `results for ${query}`);
    const found = await page.evaluate(({ q, parts }) => {
      const search = window.JudgeSearch, head = window.JUDGE_SEARCH;
      // The keys the query needs: its words' tokens, and the folded titles that rank first.
      const parsed = search.parseQuery(q, head.aliases);
      const keys = new Set(['k' + search.foldKey(parsed.words.join(''))]);
      parsed.groups.forEach((group) => group.forEach((phrase) => search.queryTokens(phrase).forEach((t) => keys.add('w' + t))));
      parsed.expansions.forEach((e) => e.names.forEach((name) => keys.add('k' + search.foldKey(name))));
      const shards = parts.filter((n) => n[0] === 's'), blocks = parts.filter((n) => n[0] === 'd');
      return {
        keys: keys.size,
        shardsInIndex: head.shards.length,
        shards: shards.length,
        // A shard covers the keys from its first key to the next shard's: each loaded one covers a needed key.
        shardsWithoutAKey: shards.filter((n) => {
          const i = Number(n.slice(1)), from = head.shards[i], to = head.shards[i + 1];
          return ![...keys].some((k) => from <= k && (to === undefined || k < to));
        }),
        keysFound: [...keys].filter((k) => shards.some((n) => Object.prototype.hasOwnProperty.call(window.JUDGE_SEARCH_PARTS[n], k))).length,
        blockIds: blocks.map((n) => window.JUDGE_SEARCH_PARTS[n].map((row) => row[0])),
      };
    }, { q: query, parts: [...new Set(loaded)] });
    assert.ok(found.shardsInIndex > 10, `the bundled index is split (${found.shardsInIndex} shards)`);
    assert.ok(found.shards > 0 && found.shards <= found.keys, `${query}: ${found.shards} shards for ${found.keys} keys`);
    assert.deepEqual(found.shardsWithoutAKey, [], `${query}: shards covering none of its keys`);
    assert.ok(found.keysFound > 0, `${query}: its tokens are in the loaded shards`);
    for (const ids of found.blockIds) assert.ok(ids.some((id) => shown.includes(id)), `${query}: a block with no shown hit: ${ids.join(' ')}`);
    assert.equal(new Set(loaded).size, loaded.length, `${query}: a part requested twice`);
  }
  await page.close();
});

test('an entry ID typed alone loads its document block and no shard', async () => {
  const page = await openPage();
  const loaded = recordParts(page);
  const hits = await searchFor(page, 'iw-j-pierce-excess-to-top-barrier');
  assert.deepEqual(hits, ['IW-J-PIERCE-EXCESS-TO-TOP-BARRIER']);
  assert.equal(loaded.length, 1, loaded.join(' '));
  assert.match(loaded[0], /^d\d+$/);
  await page.close();
});

test('searching 貫通 from file:// lists the Imitation World pierce rulings', async () => {
  const page = await openPage();
  const hits = await searchFor(page, '貫通');
  const pierceRulings = hits.filter((id) => id.startsWith('IW-J-PIERCE'));
  assert.ok(pierceRulings.length >= 2, `pierce rulings among ${hits.join(' ')}`);
  assert.ok(hits.includes('IW-J-PIERCE-EXCESS-TO-TOP-BARRIER'));
  await page.screenshot({ path: path.join(artifacts, 'web-export-search.png') });
  await page.close();
});

test('a ruling with a scenario shows its verdict, board diagrams and linked trace', async () => {
  const page = await openPage();
  await searchFor(page, '貫通');
  await Promise.all([page.waitForURL(/IW-J-PIERCE-EXCESS-TO-TOP-BARRIER\.html$/),
    page.click('#search-results li[data-id="IW-J-PIERCE-EXCESS-TO-TOP-BARRIER"] a')]);
  const verdict = await page.textContent('.facts .badge.verified, .facts .badge.failing');
  assert.match(verdict, /verified|failing/);
  const scenario = page.locator('article.scenario').first();
  assert.match(await scenario.locator('.verdict .badge').textContent(), /verified|failing|answered/);
  assert.equal(await scenario.locator('svg.board').count(), 2, 'a board before and after');
  assert.ok(await scenario.locator('svg.board g.card').count() > 0, 'cards drawn');
  assert.ok(await scenario.locator('svg.board g.card.face-down').count() > 0, 'barriers drawn face down');
  const traceLink = scenario.locator('ol.trace a.id', { hasText: 'IW-R-PIERCE' }).first();
  assert.match(await traceLink.getAttribute('href'), /IW-R-[A-Z0-9-]+\.html#IW-R-PIERCE$/);
  await page.screenshot({ path: path.join(artifacts, 'web-export-ruling.png'), fullPage: true });
  await scenario.screenshot({ path: path.join(artifacts, 'web-export-board.png') });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: path.join(artifacts, 'web-export-ruling-dark.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(artifacts, 'web-export-ruling-phone.png') });
  // The cited rule's page links back to the ruling.
  await Promise.all([page.waitForURL(/#IW-R-PIERCE$/), traceLink.click()]);
  assert.ok(await page.locator('#IW-R-PIERCE .cited-by a[href="IW-J-PIERCE-EXCESS-TO-TOP-BARRIER.html"]').count() > 0);
  await page.close();
});

for (const query of ['タップ', 'shield trigger', '貫通', '急襲']) {
  test(`searching ${query} finds what judge search finds`, async () => {
    const page = await openPage();
    const shown = await searchFor(page, query);
    assert.ok(shown.length > 0, `results for ${query}`);
    const cli = cliHits(query);
    if (cli) {
      const site = new Set(await allSiteHits(page, query));
      const missing = cli.filter((id) => !site.has(id));
      assert.deepEqual(missing, [], `judge search finds these for ${query} and the site does not`);
    }
    await page.close();
  });
}

test('the page lists the best hits in ranked order, the first few at once and the rest after them', async () => {
  const page = await openPage();
  for (const query of ['カード', 'shield trigger', '貫通']) {
    const shown = await searchFor(page, query);
    const ranked = await allSiteHits(page, query);
    assert.ok(ranked.length > 8, `${query}: enough hits to be shown in two steps (${ranked.length})`);
    assert.deepEqual(shown, ranked.slice(0, 60), `${query}: the page's list`);
  }
  await page.close();
});

test('the glossary widens タップ to the Imitation World name パーン', async () => {
  const page = await openPage();
  await searchFor(page, 'タップ');
  const note = await page.textContent('#search-results');
  assert.match(note, /パーン/);
  await page.close();
});

test('every page carries a Content-Security-Policy allowing only the site\'s own files', async () => {
  const page = await openPage();
  const policy = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  assert.match(policy, /default-src 'none'/);
  assert.match(policy, /script-src 'self'/);
  // An inline script that slipped into a page would be refused, and the refusal reported.
  page.expectsCspRefusal = true;
  const refusal = page.waitForEvent('console', { predicate: (m) => m.text().includes('Content Security Policy') });
  const ran = await page.evaluate(() => {
    window.inlineRan = false;
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true;';
    document.body.appendChild(script);
    return window.inlineRan;
  });
  assert.equal(ran, false);
  assert.match((await refusal).text(), /inline script/);
  await page.close();
});

test('no request left the site and no script failed', () => {
  const outside = requests.filter((url) => !url.startsWith('file://'));
  assert.deepEqual(outside, []);
  assert.deepEqual(pageErrors, []);
});
