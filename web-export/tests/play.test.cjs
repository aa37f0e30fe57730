// Edit and run in real headless Chromium (Debian's /usr/bin/chromium, playwright-core), on the
// exported site opened from file://: the WebAssembly engine loads only when asked, an edited
// scenario's verdict, trace and boards are shown as the static page shows them, a malformed edit
// shows its line:column and selects that line, Reset and Download work, in both languages, and no
// request leaves the site. Skipped (exit 77) when the export holds no engine (no WebAssembly build).
//
// Run by CTest (tests/CMakeLists.txt) as: node play.test.cjs, with
//   JUDGE_SITE        the exported site folder
//   JUDGE_ARTIFACTS   where the screenshot goes (the build folder)
//   NODE_PATH         the build folder's node_modules (playwright-core)
'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const site = process.env.JUDGE_SITE;
if (!site || !fs.existsSync(path.join(site, 'engine', 'judge.js'))) {
  console.log(`skipped: the site at ${site} has no engine/judge.js: scripts/wasm builds the engine (build/wasm), ` +
    'which `judge export html` then copies into the site (docs/wasm.md)');
  process.exit(77);
}

const test = require('node:test');
const assert = require('node:assert/strict');
const { chromium } = require('playwright-core');

const artifacts = process.env.JUDGE_ARTIFACTS || os.tmpdir();
const chromiumPath = process.env.JUDGE_CHROMIUM || '/usr/bin/chromium';
const ruling = 'iw/IW-J-PIERCE-EXCESS-TO-TOP-BARRIER.html';
const siteRoot = pathToFileURL(site).href.replace(/\/?$/, '/');

let browser, context;
const requests = [];
const pageErrors = [];

test.before(async () => {
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
  context = await browser.newContext({ viewport: { width: 1100, height: 900 }, acceptDownloads: true });
  context.on('request', (request) => requests.push(request.url()));
});

test.after(async () => {
  if (browser) await browser.close();
});

async function open(relative) {
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`);
  });
  await page.goto(siteRoot + relative);
  return page;
}

// Runs the editor's text and waits for its result.
async function run(play) {
  await play.evaluate((element) => { delete element.dataset.verdict; });
  await play.locator('.play-run').click();
  await play.page().waitForFunction((element) => element.dataset.verdict !== undefined, await play.elementHandle());
  return play.evaluate((element) => element.dataset.verdict);
}

test('a ruling page loads the engine only when edit and run is asked for', async () => {
  const page = await open(ruling);
  const engineRequested = () => requests.some((url) => url.endsWith('/engine/judge.js'));
  assert.equal(engineRequested(), false, 'the engine is not loaded with the page');
  assert.equal(await page.locator('.play-panel').first().isHidden(), true);
  await page.locator('.play-open').first().click();
  await page.waitForFunction(() => typeof window.createJudge === 'function');
  assert.ok(engineRequested(), 'the engine is loaded on the first click');
  await page.close();
});

test('an edited scenario runs in the page: the verdict flips, the trace and the board after follow the edit', async () => {
  const page = await open(ruling);
  const play = page.locator('article.scenario .play').first();
  await play.locator('.play-open').click();
  const editor = play.locator('.play-source');
  const original = await editor.inputValue();
  assert.match(original, /<card id="lancer" name="貫きの槍兵"\/>/);

  // As bundled: the same result block as the static page's.
  assert.equal(await run(play), 'pass');
  const staticBlock = await page.locator('article.scenario').first().evaluate((article) => {
    const parts = [];
    for (const node of article.children) {
      if (node.classList.contains('play')) break;
      // The heading and the line naming the library cards it takes are the page's, not the result's.
      if (node.tagName !== 'H3' && !node.classList.contains('scenario-cards')) parts.push(node.outerHTML);
    }
    return parts.join('');
  });
  const liveBlock = await play.locator('.play-result').evaluate((result) => [...result.children].map((node) => node.outerHTML).join(''));
  assert.equal(liveBlock, staticBlock, 'the engine renders the bundled file exactly as the page does');

  // Attack 3 against the blocker's defense 3: no excess, so the top barrier is not broken.
  await editor.fill(original.replace('<card id="lancer" name="貫きの槍兵"/>', '<card id="lancer" name="貫きの槍兵" attack="3"/>'));
  assert.equal(await run(play), 'fail');
  const result = play.locator('.play-result');
  assert.equal(await result.locator('.verdict .badge').textContent(), '不合格');
  assert.match(await result.locator('pre.failure').first().textContent(), /top/);
  const trace = await result.locator('ol.trace li').allTextContents();
  assert.ok(trace.some((line) => line.startsWith('IW-A-SURVIVAL-CHECK')), trace.join('\n'));
  assert.ok(!trace.some((line) => line.startsWith('IW-A-BARRIER-BREAK')), 'no barrier is broken');
  // The trace's IDs link to their pages as the static page's do.
  const href = await result.locator('ol.trace a.id', { hasText: 'IW-A-SURVIVAL-CHECK' }).first().getAttribute('href');
  assert.equal(href, await page.locator('article.scenario').first().locator('ol.trace a.id', { hasText: 'IW-A-SURVIVAL-CHECK' }).first().getAttribute('href'));
  // The board after: the lancer with attack 3 (6 on the page's own board), two barriers still in B's pile.
  const after = result.locator('svg.board').nth(1);
  assert.match(await after.locator('[data-card="lancer"]').textContent(), /攻撃力 3/);
  assert.match(await page.locator('article.scenario').first().locator('svg.board').nth(1).locator('[data-card="lancer"]').textContent(), /攻撃力 6/);
  assert.match(await after.locator('[data-pile="B:barrier"]').textContent(), /2/);
  await page.screenshot({ path: path.join(artifacts, 'web-export-edit-and-run.png'), fullPage: false });

  // Reset: the bundled file again.
  await play.locator('.play-reset').click();
  assert.equal(await editor.inputValue(), original);
  assert.equal(await result.innerHTML(), '');

  // Download: the editor's text as the scenario's file.
  await editor.fill(original + '<!-- edited -->\n');
  const [download] = await Promise.all([page.waitForEvent('download'), play.locator('.play-download').click()]);
  assert.equal(download.suggestedFilename(), 'pierce-excess-breaks-top-barrier.xml');
  assert.equal(fs.readFileSync(await download.path(), 'utf8'), original + '<!-- edited -->\n');
  await page.close();
});

test('a malformed edit shows its line:column and selects that line', async () => {
  const page = await open('en/' + ruling);
  const play = page.locator('article.scenario .play').first();
  await play.locator('.play-open').click();
  const editor = play.locator('.play-source');
  const original = await editor.inputValue();
  const lines = original.split('\n');
  const broken = lines.findIndex((line) => line.includes('<setup'));
  lines[broken] = lines[broken].replace('<setup', '<setup <');
  await editor.fill(lines.join('\n'));
  assert.equal(await run(play), 'error');
  const at = await play.locator('.play-location').first().textContent();
  assert.match(at, new RegExp(`^line ${broken + 1}, column \\d+ \\(${broken + 1}:\\d+\\): `));
  const result = play.locator('.play-result');
  assert.equal(await result.locator('.verdict .badge').textContent(), 'failing: could not run');
  assert.match(await result.locator('pre.failure').textContent(), new RegExp(`^scenarios/iw/pierce-excess-breaks-top-barrier\\.xml:${broken + 1}:\\d+: `));
  const selected = await editor.evaluate((element) => element.value.slice(element.selectionStart, element.selectionEnd));
  assert.equal(selected, lines[broken]);
  assert.equal(await editor.getAttribute('aria-invalid'), 'true');
  await page.close();
});

test('a card\'s page runs a scenario that uses the card, its result\'s links starting from the card page', async () => {
  const page = await open('iw/IW-C-LANCE-SOLDIER.html');
  const preview = page.locator('article.scenario-preview', { has: page.locator('code.path', { hasText: 'pierce-excess-breaks-top-barrier.xml' }) });
  assert.equal(await preview.locator('svg.board').count(), 1, 'the board before as its preview');
  const play = preview.locator('.play');
  await play.locator('.play-open').click();
  assert.match(await play.locator('.play-source').inputValue(), /name="貫きの槍兵"/);
  assert.equal(await run(play), 'pass');
  const result = play.locator('.play-result');
  assert.equal(await result.locator('svg.board').count(), 2, 'the boards before and after');
  // The trace's rule links lead from this page (iw/) to the rule's section page.
  const href = await result.locator('ol.trace a.id', { hasText: 'IW-R-PIERCE' }).first().getAttribute('href');
  assert.match(href, /^IW-R-[A-Z0-9-]+\.html#IW-R-PIERCE$/);
  await page.close();
});

test('play.html starts a blank board from the chosen game\'s template and runs it', async () => {
  const index = await open('en/index.html');
  await index.locator('a[href="play.html"]').click();
  await index.waitForURL(/\/en\/play\.html$/);
  const play = index.locator('.play');
  const editor = play.locator('.play-source');
  assert.match(await editor.inputValue(), /<scenario id="[a-z]+-my-dispute" game="(iw|gcb|dm)">/);
  await play.locator('.play-game').selectOption('dm');
  const template = await editor.inputValue();
  assert.match(template, /<scenario id="dm-my-dispute" game="dm">/);
  assert.match(template, /<!-- A disputed situation for dm\./, 'the English page has the English template');
  // The template as it is asks what happens: the judge answers with the boards.
  assert.equal(await run(play), 'pass');
  assert.equal(await play.locator('.play-result .verdict .badge').textContent(), 'answered (no expectations)');
  assert.equal(await play.locator('.play-result svg.board').count(), 2);
  assert.equal(await play.locator('.play-result .verdict .path').textContent(), 'scenario-dm.xml');
  await editor.fill(template.replace('</setup>', '</setup>\n  <oops>'));
  assert.equal(await run(play), 'error');
  assert.match(await play.locator('.play-location').first().textContent(), /^line \d+, column \d+ /);
  await play.locator('.play-reset').click();
  assert.equal(await editor.inputValue(), template);
  await index.close();
});

test('no request left the site and no page had an error', () => {
  const outside = requests.filter((url) => !url.startsWith(siteRoot) && !url.startsWith('data:') && !url.startsWith('blob:'));
  assert.deepEqual(outside, []);
  assert.deepEqual(pageErrors, []);
});
