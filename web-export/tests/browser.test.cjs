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
const { execFileSync, spawnSync } = require('node:child_process');
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
  return JSON.parse(out).results.map((hit) => hit.id);
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

test('an entry titled exactly what was typed comes first, the glossary term before the rule, as on the command line', async () => {
  const page = await openPage();
  for (const [query, first, second] of [['エスケープ', 'DM-T-ESCAPE', 'DM-R-ESCAPE'], ['escape', 'DM-T-ESCAPE', 'DM-R-ESCAPE'],
    ['進化', 'DM-T-EVOLUTION', 'DM-R-EVOLUTION'], ['貫通', 'IW-T-PIERCE', 'IW-R-PIERCE']]) {
    const hits = await searchFor(page, query);
    assert.deepEqual(hits.slice(0, 2), [first, second], `${query}: ${hits.slice(0, 3).join(' ')}`);
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

// The index parts (assets/search/s<N>.js shards, g<N>.js glossary terms' parts, d<N>.js document
// blocks) a page requests.
function recordParts(page) {
  const loaded = [];
  page.on('request', (request) => {
    const part = request.url().match(/\/assets\/search\/([sgd]\d+)\.js$/);
    if (part) loaded.push(part[1]);
  });
  return loaded;
}

test('a query loads only the shards covering its words, the parts of the glossary terms it is widened to and the document blocks of the hits it shows', async () => {
  const page = await openPage();
  const loaded = recordParts(page);
  for (const query of ['貫通', 'shield trigger']) {
    loaded.length = 0;
    const shown = await searchFor(page, query);
    assert.ok(shown.length > 0, `results for ${query}`);
    const found = await page.evaluate(({ q, parts }) => {
      const search = window.JudgeSearch, head = window.JUDGE_SEARCH;
      // The keys the query needs: its words' tokens, the phrases of several tokens (a glossary name's
      // matches as a phrase), and the folded titles that rank first.
      const parsed = search.parseQuery(q, head.aliases);
      const keys = new Set(['k' + search.foldKey(parsed.words.join(''))]);
      parsed.groups.forEach((group) => group.forEach((phrase) => {
        const tokens = search.queryTokens(phrase);
        tokens.forEach((t) => keys.add('w' + t));
        if (tokens.length > 1) keys.add('p' + tokens.join(' '));
      }));
      parsed.expansions.forEach((e) => e.names.forEach((name) => keys.add('k' + search.foldKey(name))));
      const shards = parts.filter((n) => n[0] === 's'), blocks = parts.filter((n) => n[0] === 'd');
      const termParts = parts.filter((n) => n[0] === 'g');
      const indexParts = shards.concat(termParts);
      return {
        keys: keys.size,
        // Each term part loaded is that of a word the query was widened from.
        termPartsNotWidened: termParts.filter((n) => !parsed.expansions.some((e) => 'g' + head.termParts[search.foldKey(e.typed)] === n)),
        termParts: termParts.length,
        expansions: parsed.expansions.length,
        shardsInIndex: head.shards.length,
        shards: shards.length,
        // A shard covers the keys from its first key to the next shard's: each loaded one covers a needed key.
        shardsWithoutAKey: shards.filter((n) => {
          const i = Number(n.slice(1)), from = head.shards[i], to = head.shards[i + 1];
          return ![...keys].some((k) => from <= k && (to === undefined || k < to));
        }),
        keysFound: [...keys].filter((k) => indexParts.some((n) => {
          const part = window.JUDGE_SEARCH_PARTS[n];
          return Object.prototype.hasOwnProperty.call(part, k) && part[k] !== null;
        })).length,
        blockIds: blocks.map((n) => window.JUDGE_SEARCH_PARTS[n].map((row) => row[0])),
      };
    }, { q: query, parts: [...new Set(loaded)] });
    assert.ok(found.shardsInIndex > 10, `the bundled index is split (${found.shardsInIndex} shards)`);
    assert.ok(found.shards + found.termParts > 0 && found.shards <= found.keys, `${query}: ${found.shards} shards for ${found.keys} keys`);
    assert.ok(found.termParts <= found.expansions, `${query}: ${found.termParts} term parts for ${found.expansions} widened words`);
    assert.deepEqual(found.termPartsNotWidened, [], `${query}: term parts of no widened word`);
    if (found.expansions) assert.ok(found.termParts > 0, `${query}: widened, but no term part loaded`);
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

test('the query and the filters are kept in the address: shareable, and Back returns to the search before', async () => {
  const page = await openPage();
  const all = await searchFor(page, 'シールド');
  assert.ok(all.some((id) => !id.startsWith('DM-')), `other games' entries without a filter: ${all.slice(0, 5).join(' ')}`);
  assert.equal(new URL(page.url()).searchParams.get('q'), 'シールド');
  // Each hit shows its game and the matched words are marked.
  assert.equal(await page.textContent('#search-results li[data-id="DM-T-SHIELD"] .badge.game'), 'dm');
  assert.ok(await page.locator('#search-results li[data-id="DM-T-SHIELD"] mark').count() > 0, 'the matched words are marked');
  // A game filter: only that game's entries, and the address says so.
  await page.selectOption('select.search-filter[name="game"]', 'dm');
  await page.waitForFunction(() => new URL(window.location.href).searchParams.get('game') === 'dm' &&
    document.querySelector('#search-results:not([aria-busy]) li.hit') !== null &&
    [...document.querySelectorAll('#search-results li.hit')].every((li) => li.getAttribute('data-id').startsWith('DM-')));
  const dm = await page.$$eval('#search-results li.hit', (items) => items.map((item) => item.getAttribute('data-id')));
  assert.equal(dm[0], 'DM-T-SHIELD');
  // The address opens the same search in a new page.
  const shared = await context.newPage();
  await shared.goto(page.url());
  await shared.waitForFunction(() => document.querySelector('#search-results:not([hidden]):not([aria-busy]) li.hit') !== null);
  assert.deepEqual(await shared.$$eval('#search-results li.hit', (items) => items.map((item) => item.getAttribute('data-id'))), dm);
  assert.equal(await shared.inputValue('select.search-filter[name="game"]'), 'dm');
  await shared.close();
  // Back: the search without the filter again.
  await page.goBack();
  await page.waitForFunction(() => new URL(window.location.href).searchParams.get('game') === null &&
    [...document.querySelectorAll('#search-results li.hit')].some((li) => !li.getAttribute('data-id').startsWith('DM-')));
  assert.equal(await page.inputValue('#search-input'), 'シールド');
  assert.equal(await page.inputValue('select.search-filter[name="game"]'), '');
  // Arrow keys move from the box through the results; Enter opens the one chosen.
  await page.focus('#search-input');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const [second, href] = await page.evaluate(() => [document.activeElement.closest('li.hit').getAttribute('data-id'), document.activeElement.href]);
  assert.equal(second, all[1]);
  await Promise.all([page.waitForURL(href), page.keyboard.press('Enter')]);
  await page.close();
});

test('a ruling with a scenario shows its board diagrams to a player, and its verdict and linked trace to a judge who opens them', async () => {
  const page = await openPage();
  await searchFor(page, '貫通');
  await Promise.all([page.waitForURL(/IW-J-PIERCE-EXCESS-TO-TOP-BARRIER\.html$/),
    page.click('#search-results li[data-id="IW-J-PIERCE-EXCESS-TO-TOP-BARRIER"] a')]);
  const scenario = page.locator('article.scenario').first();
  // A player sees the boards and what moved; the verdict and the trace wait folded for a judge.
  assert.equal(await page.locator('.facts .badge.verified').count(), 0, 'no verdict among the ruling\'s facts');
  assert.ok(await scenario.locator('ul.moved li').count() > 0, 'the cards that moved, with the steps that moved them');
  const fold = scenario.locator('details.judge-view');
  assert.equal(await fold.evaluate((d) => d.open), false);
  assert.equal(await scenario.locator('.verdict .badge').isVisible(), false);
  await fold.locator('summary').click();
  // The site's root is Japanese: its badges too.
  assert.match(await scenario.locator('.verdict .badge').textContent(), /検証済み|不合格|回答（/);
  assert.ok(await scenario.locator('.verdict .badge').isVisible());
  assert.equal(await scenario.locator('svg.board').count(), 2, 'a board before and after');
  assert.ok(await scenario.locator('svg.board g.card').count() > 0, 'cards drawn');
  assert.ok(await scenario.locator('svg.board g.pile[data-pile="B:barrier"]').count() === 2, 'barriers drawn as a face-down pile');
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

// Opens a page of the site by its path, at a phone's or a desk's width.
async function openSitePage(relative, width = 1100) {
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  await page.setViewportSize({ width, height: 900 });
  await page.goto(pathToFileURL(path.join(site, relative)).href);
  return page;
}

test('a game\'s card index lists a card, whose page links its keyword\'s rule and previews the scenarios that use it, each leading to where it is shown in full', async () => {
  const page = await openSitePage('dm/index.html');
  await Promise.all([page.waitForURL(/\/dm\/cards\.html$/), page.click('.game-nav a[href="cards.html"]')]);
  await Promise.all([page.waitForURL(/\/DM-C-LIGHT-GUARDIAN\.html$/), page.click('.card-list a[href="DM-C-LIGHT-GUARDIAN.html"]')]);
  assert.match(await page.textContent('h1'), /光の守り手/);
  assert.match(await page.getAttribute('.card-keywords a.term', 'href'), /#DM-R-BLOCKER$/);
  assert.equal(await page.locator('section.about-card h2').count(), 1, 'the rulings and assumptions about it have their section');
  // The scenarios that use it: each previewed with its verdict and the board it starts from.
  const preview = page.locator('article.scenario-preview').first();
  assert.match(await preview.locator('.verdict .badge').textContent(), /検証済み|不合格|回答（/);
  assert.equal(await preview.locator('svg.board').count(), 1, 'the board before');
  assert.ok(await preview.locator('svg.board g.card').count() > 0, 'cards drawn');
  await page.screenshot({ path: path.join(artifacts, 'web-export-card.png'), fullPage: true });
  // What it demonstrates: the scenario in full on that page, which names the card it takes.
  const demonstrated = preview.locator('.demonstrates a.id').first();
  assert.match(await demonstrated.getAttribute('href'), /\.html#scenario-\d+$/);
  await Promise.all([page.waitForURL(/#scenario-\d+$/), demonstrated.click()]);
  const shown = await page.evaluate(() => {
    const target = document.querySelector(':target');
    return {
      tag: target && target.tagName, scenario: target !== null && target.classList.contains('scenario'),
      full: target !== null && target.querySelectorAll('ol.trace, table.outcomes').length > 0,
      card: target !== null && target.querySelector('.scenario-cards a.card-link[href="DM-C-LIGHT-GUARDIAN.html"]') !== null,
    };
  });
  assert.deepEqual(shown, { tag: 'ARTICLE', scenario: true, full: true, card: true });
  await page.close();
});

test('the search finds a card by its reading typed in hiragana, badged as a card, and the kind filter keeps only cards', async () => {
  const page = await openPage();
  const hits = await searchFor(page, 'ひかりのまもりて');
  assert.equal(hits[0], 'DM-C-LIGHT-GUARDIAN', hits.join(' '));
  const hit = page.locator('#search-results li[data-id="DM-C-LIGHT-GUARDIAN"]');
  assert.equal(await hit.locator('.badge.kind-card').textContent(), 'カード');
  assert.match(await hit.locator('a.hit-title').getAttribute('href'), /(^|\/)dm\/DM-C-LIGHT-GUARDIAN\.html$/);
  // Part of a name with the kind filter: cards only, as `judge search --kind card`.
  await searchFor(page, '兵士');
  await page.selectOption('select.search-filter[name="kind"]', 'card');
  await page.waitForFunction(() => new URL(window.location.href).searchParams.get('kind') === 'card' &&
    document.querySelector('#search-results:not([aria-busy]) li.hit') !== null &&
    [...document.querySelectorAll('#search-results li.hit')].every((li) => li.classList.contains('kind-card')));
  const cards = await page.$$eval('#search-results li.hit', (items) => items.map((item) => item.getAttribute('data-id')));
  const expected = cliHits('兵士 kind:card');
  if (expected) assert.deepEqual(cards, expected.slice(0, cards.length));
  assert.ok(cards.includes('DM-C-FIRE-SOLDIER'), cards.join(' '));
  await Promise.all([page.waitForURL(/DM-C-[A-Z-]+\.html$/), page.click('#search-results li.hit a.hit-title')]);
  assert.equal(await page.locator('article.card-entry').count(), 1);
  await page.close();
});

// Everything about a board the tests look at, read from the drawn SVG in the page.
function readBoard(svg) {
  const box = (el) => { const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, w: r.width, h: r.height }; };
  const pills = (g) => [...g.querySelectorAll('.pill-text')].map((t) => t.textContent);
  return {
    cards: [...svg.querySelectorAll('g.card')].map((g) => ({
      id: g.getAttribute('data-card'), classes: g.getAttribute('class').split(' '), pills: pills(g),
      frame: box(g.querySelector('.card-frame')), texts: [...g.querySelectorAll('text')].map((t) => t.textContent),
    })),
    piles: [...svg.querySelectorAll('g.pile')].map((g) => ({
      zone: g.getAttribute('data-pile'), count: g.querySelector('.pile-count').textContent, title: g.querySelector('title').textContent,
      pills: pills(g), texts: [...g.querySelectorAll('text')].map((t) => t.textContent),
    })),
    arrows: [...svg.querySelectorAll('g.attack-arrow, g.block-arrow')].map((g) => ({
      kind: g.getAttribute('class'), from: g.getAttribute('data-from'), to: g.getAttribute('data-to'), head: box(g.querySelector('.arrow-head')),
    })),
    players: [...svg.querySelectorAll('.player-name')].map((t) => ({ text: t.textContent, box: box(t) })),
    desc: svg.querySelector('desc') ? svg.querySelector('desc').textContent : '',
    rotated: [...svg.querySelectorAll('[transform]')].filter((el) => /rotate/.test(el.getAttribute('transform'))).length,
  };
}

test('the board after a battle marks the destroyed card, draws the attack and the block, and piles the face-down cards', async () => {
  // The English copy, whose words the checks name.
  const page = await openSitePage('en/dm/DM-J-BLOCKER-BECOMES-TARGET.html');
  const scenario = page.locator('article.scenario').first();
  const before = await scenario.locator('svg.board:not(.board-after)').evaluate(readBoard);
  const after = await scenario.locator('svg.board.board-after').evaluate(readBoard);
  // x attacked B, g blocked it, x lost the battle and went to the graveyard.
  const x = after.cards.find((c) => c.id === 'x');
  assert.ok(x.classes.includes('destroyed') && x.pills.includes('DESTROYED'), `x marked destroyed: ${x.pills}`);
  assert.ok(x.texts.includes('from battle'), `x says where it was: ${x.texts}`);
  const attack = after.arrows.find((a) => a.kind === 'attack-arrow');
  assert.deepEqual([attack.from, attack.to], ['x', 'player:B']);
  // The arrow's head ends at B's name.
  const b = after.players.find((p) => p.text.startsWith('B'));
  assert.ok(Math.abs(attack.head.x + attack.head.w - b.box.x) < 4 && attack.head.y >= b.box.y - 4 && attack.head.y + attack.head.h <= b.box.y + b.box.h + 4,
    `arrow head ${JSON.stringify(attack.head)} at B's name ${JSON.stringify(b.box)}`);
  const block = after.arrows.find((a) => a.kind === 'block-arrow');
  assert.deepEqual([block.from, block.to], ['g', 'x']);
  // g is tapped by blocking: drawn sideways (wider than high) with its text upright, its keyword shown.
  const g = after.cards.find((c) => c.id === 'g');
  assert.ok(g.classes.includes('tapped') && g.frame.w > g.frame.h, `g sideways: ${JSON.stringify(g.frame)}`);
  assert.equal(after.rotated, 0, 'no text turned');
  assert.ok(g.texts.includes('ブロッカー') && g.pills.includes('BLOCKER') && g.texts.includes('now tapped'), g.texts.join(' '));
  // Nothing is marked on the board before.
  assert.equal(before.cards.filter((c) => c.pills.length > 0).length, 0);
  assert.equal(before.arrows.length, 0);
  // Each deck is one pile with its count; none of its cards is drawn on its own.
  for (const board of [before, after]) {
    const deck = board.piles.find((p) => p.zone === 'A:deck');
    assert.equal(deck.count, '4');
    assert.match(deck.title, /4 cards, top first: Ad1 Ad2 Ad3 Ad4/);
    assert.ok(!board.cards.some((c) => /^[AB]d\d$/.test(c.id)), 'no deck card drawn alone');
  }
  assert.match(after.desc, /A attacked B with x; B blocked with g/);
  const legend = await scenario.locator('.board-legend').textContent();
  for (const word of ['DESTROYED', 'CHANGED', 'an attack', 'a block', 'tapped', 'pile']) assert.ok(legend.includes(word), `the key explains ${word}`);
  // Only the marks these boards use: nothing here arrived or moved without being destroyed.
  for (const word of ['NEW', 'MOVED']) assert.ok(!legend.includes(word), `the key leaves out ${word}`);
  await page.close();
});

test('a broken barrier leaves the pile with its new count, the card drawn from it is marked as moved, and the blocker as destroyed', async () => {
  const page = await openSitePage('en/iw/IW-J-PIERCE-EXCESS-TO-TOP-BARRIER.html');
  const after = await page.locator('article.scenario svg.board.board-after').first().evaluate(readBoard);
  const barrier = after.piles.find((p) => p.zone === 'B:barrier');
  assert.equal(barrier.count, '1');
  assert.ok(barrier.pills.includes('CHANGED') && barrier.texts.includes('was 2'), barrier.texts.join(' '));
  const top = after.cards.find((c) => c.id === 'top');
  assert.ok(top.pills.includes('MOVED') && top.texts.includes('from barrier'), top.texts.join(' '));
  const shield = after.cards.find((c) => c.id === 'shield');
  assert.ok(shield.pills.includes('DESTROYED') && shield.pills.includes('BLOCKER'), shield.pills.join(' '));
  assert.ok(after.arrows.some((a) => a.kind === 'block-arrow' && a.from === 'shield' && a.to === 'lancer'));
  const attack = after.arrows.find((a) => a.kind === 'attack-arrow');
  assert.deepEqual([attack.from, attack.to], ['lancer', 'player:B']);
  await page.close();
});

test('a Japanese ruling page names zones, values and marks in the game\'s terms and links to its English copy and back', async () => {
  const page = await openSitePage('dm/DM-J-BLOCKER-BECOMES-TARGET.html');
  assert.equal(await page.getAttribute('html', 'lang'), 'ja');
  const scenario = page.locator('article.scenario').first();
  const after = await scenario.locator('svg.board.board-after').evaluate(readBoard);
  const x = after.cards.find((c) => c.id === 'x');
  // Japanese lines wrap between any two characters: the card's lines read together.
  assert.ok(x.pills.includes('破壊') && x.texts.join('').includes('バトルゾーンから'), `x: ${x.pills} ${x.texts}`);
  const g = after.cards.find((c) => c.id === 'g');
  assert.ok(g.texts.join('').includes('タップになった') && g.pills.includes('ブロック'), g.texts.join(' '));
  const zones = await scenario.locator('svg.board.board-after .zone-name').allTextContents();
  assert.ok(zones.some((z) => z.startsWith('バトルゾーン')), zones.join(' | '));
  assert.ok(!zones.some((z) => /^(battle|deck|mana|shield|graveyard)\b/.test(z)), zones.join(' | '));
  assert.match(after.desc, /^起きたこと:/);
  assert.match(await page.textContent('h2'), /^質問/);
  await scenario.screenshot({ path: path.join(artifacts, 'web-export-board-ja.png') });
  await page.screenshot({ path: path.join(artifacts, 'web-export-ruling-ja.png'), fullPage: true });
  // The header's link opens the same page in English, and its link comes back.
  await Promise.all([page.waitForURL(/\/en\/dm\/DM-J-BLOCKER-BECOMES-TARGET\.html$/), page.click('a.other-language')]);
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.match(await page.textContent('h2'), /^Question/);
  await page.screenshot({ path: path.join(artifacts, 'web-export-ruling-en.png'), fullPage: true });
  await Promise.all([page.waitForURL(/[^n]\/dm\/DM-J-BLOCKER-BECOMES-TARGET\.html$/), page.click('a.other-language')]);
  assert.equal(await page.getAttribute('html', 'lang'), 'ja');
  await page.close();
});

// Every glossary name (and alias) of the bundled games of two characters or more: the words a
// board label must never break inside.
function glossaryTerms() {
  const data = path.join(__dirname, '..', '..', 'rulesdb', 'data');
  const terms = new Set();
  for (const game of fs.readdirSync(data)) {
    const file = path.join(data, game, 'glossary.xml');
    if (!fs.existsSync(file)) continue;
    const xml = fs.readFileSync(file, 'utf8');
    for (const m of xml.matchAll(/<term\b[^>]*\bja="([^"]+)"/g)) terms.add(m[1]);
    for (const m of xml.matchAll(/<alias>([^<]+)<\/alias>/g)) terms.add(m[1]);
  }
  return [...terms].filter((t) => [...t].length >= 2);
}

test('on a 390 px phone every board fits the page, reads at its own size, no text runs out of its card or board, and no label breaks inside a glossary term', async () => {
  const pages = fs.readdirSync(site).filter((d) => fs.existsSync(path.join(site, d, 'index.html')) && d !== 'assets')
    .flatMap((game) => fs.readdirSync(path.join(site, game)).filter((f) => /-J-.*\.html$/.test(f)).map((f) => `${game}/${f}`));
  assert.ok(pages.length > 100, `ruling pages: ${pages.length}`);
  const terms = glossaryTerms();
  assert.ok(terms.includes('シールドゾーン') && terms.includes('S・トリガー'), `glossary terms read: ${terms.length}`);
  const page = await openSitePage(pages[0], 390);
  let boards = 0;
  let wrapped = 0;
  for (const relative of pages) {
    await page.goto(pathToFileURL(path.join(site, relative)).href);
    const found = await page.evaluate((terms) => {
      const inside = (inner, outer) => inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5 && inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;
      const problems = [];
      let smallest = Infinity;
      const svgs = [...document.querySelectorAll('svg.board')];
      for (const svg of svgs) {
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        const figure = svg.closest('figure');
        if (figure.scrollWidth > figure.clientWidth) problems.push(`a board wider than its figure: ${figure.scrollWidth} > ${figure.clientWidth}`);
        const board = svg.querySelector('.board-bg').getBoundingClientRect();
        for (const text of svg.querySelectorAll('text')) {
          if (!text.textContent) continue;
          const box = text.getBoundingClientRect();
          const holder = text.closest('g.card, g.pile');
          const frame = holder ? holder.querySelector('.card-frame').getBoundingClientRect()
            : text.closest('g.zone') ? text.closest('g.zone').querySelector('.zone-bg').getBoundingClientRect() : board;
          if (!inside(box, frame)) problems.push(`"${text.textContent}" runs out of its ${holder ? holder.getAttribute('class') : 'zone or board'}`);
          smallest = Math.min(smallest, parseFloat(getComputedStyle(text).fontSize) * scale);
        }
      }
      // A label wrapped over lines is drawn as <text> siblings, each later line marked "cont": no
      // glossary term may start on one line and end on the next.
      let wrappedLines = 0;
      for (const svg of svgs)
        for (const text of svg.querySelectorAll('text')) {
          const next = text.nextElementSibling;
          if (!next || next.tagName !== 'text' || !next.classList.contains('cont')) continue;
          ++wrappedLines;
          const a = text.textContent, b = next.textContent;
          for (const term of terms) {
            const chars = [...term];
            for (let k = 1; k < chars.length; ++k)
              if (a.endsWith(chars.slice(0, k).join('')) && b.startsWith(chars.slice(k).join('')))
                problems.push(`"${term}" broken over two lines: "${a}" / "${b}"`);
          }
        }
      return { boards: svgs.length, problems, smallest, wrappedLines };
    }, terms);
    boards += found.boards;
    wrapped += found.wrappedLines;
    assert.deepEqual(found.problems, [], relative);
    if (found.boards > 0) assert.ok(found.smallest >= 7, `${relative}: text drawn at ${found.smallest.toFixed(1)} px`);
  }
  assert.ok(boards > 200, `boards checked: ${boards}`);
  assert.ok(wrapped > 100, `wrapped label lines checked: ${wrapped}`);
  // Tall enough for the whole pair, so the sticky header does not cover part of the shot.
  await page.setViewportSize({ width: 390, height: 2600 });
  await page.goto(pathToFileURL(path.join(site, 'dm/DM-J-BLOCKER-BECOMES-TARGET.html')).href);
  await page.locator('div.boards').first().screenshot({ path: path.join(artifacts, 'web-export-boards-phone.png') });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.locator('div.boards').first().screenshot({ path: path.join(artifacts, 'web-export-boards-phone-dark.png') });
  await page.close();
});

// What `judge search` prints on stderr for a malformed query, in one language.
function cliQueryError(query, lang) {
  if (!process.env.JUDGE_BINARY || !process.env.JUDGE_DB) return null;
  const run = spawnSync(process.env.JUDGE_BINARY, ['--db', process.env.JUDGE_DB, '--lang', lang, 'search', '--', query],
    { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  assert.equal(run.status, 2, `${query}: ${run.stderr}`);
  return run.stderr.trim();
}

// Types a query the site refuses and returns the message the results box shows.
async function searchError(page, query) {
  // An empty query first hides the box, so that the message read is this query's.
  await page.fill('#search-input', '');
  await page.press('#search-input', 'Enter');
  await page.waitForSelector('#search-results[hidden]', { state: 'attached' });
  await page.fill('#search-input', query);
  await page.press('#search-input', 'Enter');
  await page.waitForFunction(() => {
    const box = document.querySelector('#search-results:not([hidden]):not([aria-busy])');
    return box !== null && box.querySelector('li.hit') === null && box.querySelector('.search-summary') !== null &&
      !box.textContent.includes('“');
  });
  return page.textContent('#search-results .search-summary');
}

// The words around the results a page shows: the filters, the hits' kind badges, "did you mean".
async function searchWords(page) {
  await searchFor(page, '貫通');
  const words = await page.evaluate(() => ({
    game: document.querySelector('select.search-filter[name="game"]').getAttribute('aria-label'),
    kind: document.querySelector('select.search-filter[name="kind"]').getAttribute('aria-label'),
    kinds: [...document.querySelectorAll('select.search-filter[name="kind"] option')].map((o) => o.textContent),
    allGames: document.querySelector('select.search-filter[name="game"] option[value=""]').textContent,
    games: Object.fromEntries([...document.querySelectorAll('select.search-filter[name="game"] option')].filter((o) => o.value).map((o) => [o.value, o.textContent])),
    badges: [...new Set([...document.querySelectorAll('#search-results li.hit .badge[class*="kind-"]')].map((b) => b.textContent))].sort(),
    links: [...document.querySelectorAll('#search-results li.hit a.hit-title')].map((a) => a.href),
  }));
  await searchFor(page, 'sheild');
  words.didYouMean = await page.textContent('#search-results .search-summary:last-of-type');
  return words;
}

test('the English copy\'s search speaks English and its hits open the English pages; the Japanese page\'s speaks Japanese', async () => {
  const english = await openSitePage('en/index.html');
  const en = await searchWords(english);
  const enRoot = pathToFileURL(path.join(site, 'en')).href + '/';
  assert.ok(en.links.length > 0);
  assert.deepEqual(en.links.filter((href) => !href.startsWith(enRoot)), [], 'hits on an English page link to the en/ copy');
  assert.deepEqual([en.game, en.allGames, en.kind, en.kinds], ['Game', 'all games', 'Kind', ['all kinds', 'rules', 'rulings', 'assumptions', 'glossary', 'cards']]);
  assert.ok(en.badges.length > 0 && en.badges.every((b) => ['rule', 'ruling', 'assumption', 'glossary', 'card'].includes(b)), en.badges.join(' '));
  assert.match(en.didYouMean, /^Did you mean: shield.*\?$/);
  assert.equal(en.games.dm, 'Duel Masters', 'the game filter names the games');
  // A hit opens the English page, from a game's page (one folder down) too.
  await english.goto(pathToFileURL(path.join(site, 'en', 'iw', 'index.html')).href);
  await searchFor(english, '貫通');
  await Promise.all([english.waitForURL(/\/en\/iw\/IW-J-PIERCE-EXCESS-TO-TOP-BARRIER\.html$/),
    english.click('#search-results li[data-id="IW-J-PIERCE-EXCESS-TO-TOP-BARRIER"] a')]);
  assert.equal(await english.getAttribute('html', 'lang'), 'en');

  const japanese = await openSitePage('iw/index.html');
  const ja = await searchWords(japanese);
  assert.ok(ja.links.length > 0);
  assert.deepEqual(ja.links.filter((href) => href.startsWith(enRoot) || !href.startsWith(pathToFileURL(site).href)), [],
    'hits on a Japanese page link to the Japanese pages');
  assert.deepEqual([ja.game, ja.allGames, ja.kind, ja.kinds], ['ゲーム', 'すべてのゲーム', '種類', ['すべての種類', 'ルール', '裁定', '前提', '用語集', 'カード']]);
  assert.ok(ja.badges.length > 0 && ja.badges.every((b) => ['ルール', '裁定', '前提', '用語', 'カード'].includes(b)), ja.badges.join(' '));
  assert.match(ja.didYouMean, /^もしかして: shield/);
  assert.deepEqual(ja.games, { iw: 'イミテーションワールド', gcb: 'ゴーダカードバトラー', dm: 'デュエル・マスターズ' });

  // A malformed query: the message `judge search` prints, in the page's language.
  for (const query of ['"abc', 'kind:x 貫通', 'game:xx 貫通']) {
    for (const [page, lang, prefix] of [[english, 'en', 'Bad query: '], [japanese, 'ja', '検索式の誤り: ']]) {
      const shown = await searchError(page, query);
      assert.ok(shown.startsWith(prefix), `${lang} ${query}: ${shown}`);
      const cli = cliQueryError(query, lang);
      // "judge: bad query: …" there, "Bad query: …" here: the same problem after it.
      if (cli) assert.equal(shown.slice(prefix.length), cli.replace(/^judge: [^:]+: /, ''), `${lang} ${query}`);
    }
  }
  assert.match(await searchError(japanese, '"abc'), /引用符が閉じていません/);
  await english.close();
  await japanese.close();
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
