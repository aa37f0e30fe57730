// Edit and run in real headless Chromium (Debian's /usr/bin/chromium, playwright-core), on the
// exported site opened from file://: the WebAssembly engine loads only when asked, an edited
// scenario's verdict, trace and boards are shown as the static page shows them, a malformed edit
// shows its line:column and selects that line, Start over and Download work, in both languages, and no
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

// `judge ARGS` as a user runs it on the downloaded file (JUDGE_BINARY, JUDGE_DB from CTest).
function spawnJudge(args) {
  const { spawnSync } = require('node:child_process');
  const run = spawnSync(process.env.JUDGE_BINARY, ['--db', process.env.JUDGE_DB, ...args], { encoding: 'utf8' });
  return run.stdout + run.stderr;
}
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

// Does `act` (a click or tap that runs the scenario) and waits for the run's verdict.
async function verdictAfter(play, act) {
  await play.evaluate((element) => { delete element.dataset.verdict; });
  await act();
  await play.page().waitForFunction((element) => element.dataset.verdict !== undefined, await play.elementHandle());
  return play.evaluate((element) => element.dataset.verdict);
}

// Runs the editor's text and waits for its result.
async function run(play) {
  return verdictAfter(play, () => play.locator('.play-run').click());
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

  // Start over: the bundled file again.
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

// The Duel Masters dispute of issue 38, written as a judge at the table would: A's speed attacker
// (3000), summoned this turn, attacks; B has an untapped blocker (2000) and two shields.
const speedAttackerDispute = `<?xml version="1.0" encoding="UTF-8"?>
<scenario id="dm-speed-attacker-blocked" game="dm">
  <title ja="出たばかりのスピードアタッカーの攻撃をブロックする"/>
  <setup turn="3" active="A" phase="main">
    <player id="A" name="Aさん">
      <zone name="deck"><card id="Ad1" name="山札のカード"/><card id="Ad2" name="山札のカード"/></zone>
      <zone name="hand"><card id="sa" name="速攻の火竜"/></zone>
      <zone name="mana"><card id="Am1" name="火のマナ"/><card id="Am2" name="火のマナ"/><card id="Am3" name="火のマナ"/></zone>
    </player>
    <player id="B" name="Bさん">
      <zone name="deck"><card id="Bd1" name="山札のカード"/><card id="Bd2" name="山札のカード"/></zone>
      <zone name="battle"><card id="bl" type="creature" power="2000" cost="2" traits="光" keywords="ブロッカー"/></zone>
      <zone name="shield"><card id="Bs1" name="シールドのカード"/><card id="Bs2" name="シールドのカード"/></zone>
    </player>
  </setup>
  <actions>
    <summon player="A" card="sa"/>
    <attack player="A" attacker="sa" target="player"/>
  </actions>
</scenario>
`;

test('on a phone, a decision is answered with its buttons: the answer is written into the file and the scenario runs again', async () => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  phone.on('request', (request) => requests.push(request.url()));
  const page = await phone.newPage();
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  await page.goto(siteRoot + 'play.html');
  const play = page.locator('.play');
  await play.locator('.play-game').selectOption('dm');
  const editor = play.locator('.play-source');
  // The board only; the moves are added by tapping what the rules allow.
  await editor.fill(speedAttackerDispute.replace(/<actions>[^]*<\/actions>/, '<actions>\n  </actions>'));
  await play.locator('.play-add-move').tap();
  await play.locator('.play-moves .play-move').first().waitFor();
  const offered = await play.locator('.play-moves .play-move').allTextContents();
  assert.ok(offered.includes('召喚（sa）') && !offered.some((m) => m.startsWith('攻撃')), offered.join(', '));
  await play.locator('.play-add-move').tap();  // closes the list again
  assert.equal(await play.locator('.play-moves').isHidden(), true);
  assert.equal(await tapMove(page, play, '召喚（sa）'), 'pass');
  assert.equal(await tapMove(page, play, '攻撃（sa）'), 'needs-decision');
  assert.equal(await editor.inputValue(), speedAttackerDispute.replace('<attack player="A" attacker="sa" target="player"/>', '<attack player="A" attacker="sa"/>'),
    'the moves tapped are the dispute as written by hand');

  // The attack waits for B: each legal answer is a button, labelled as the judge names it.
  const answers = play.locator('.play-answers');
  assert.equal(await answers.isVisible(), true);
  assert.match(await answers.locator('.play-decide').textContent(), /^B が決めます: /);
  assert.deepEqual(await answers.locator('.play-answer').allTextContents(), ['パス', 'ブロック（bl）']);
  // Waiting for B is no failure: the badge says so, in a neutral colour.
  assert.equal(await play.locator('.play-result .verdict .badge').textContent(), '選択待ち');
  assert.equal(await play.locator('.play-result .verdict .badge.waiting').count(), 1);
  const box = await answers.locator('.play-answer').first().boundingBox();
  assert.ok(box.height >= 44 && box.width >= 44, `a thumb-sized button: ${box.width}×${box.height}`);
  await page.screenshot({ path: path.join(artifacts, 'web-export-decision-buttons-390.png'), fullPage: false });

  // Block: the move is added at the end of <actions>, and the run goes on to the battle.
  assert.equal(await verdictAfter(play, () => answers.locator('.play-answer', { hasText: 'ブロック（bl）' }).tap()), 'pass');
  const blocked = await editor.inputValue();
  assert.match(blocked, /<attack player="A" attacker="sa"\/>\n\s*<block player="B" blocker="bl"\/>\n\s*<\/actions>/);
  assert.equal(await answers.isHidden(), true, 'no decision left');
  const after = play.locator('.play-result svg.board').nth(1);
  assert.equal(await after.locator('[data-zone="B:graveyard"] [data-card="bl"]').count(), 1, 'the blocker lost the battle');
  assert.equal(await after.locator('[data-zone="B:battle"] [data-card="bl"]').count(), 0);
  assert.match(await after.locator('[data-zone="B:shield"]').textContent(), /2/, 'no shield was broken');

  // The same file, downloaded, is the file the command line verifies (tests/decision_answers_test.cpp plays the same answers).
  // Pass instead: A then chooses which shield to break, one of two: a choice of one, a button each.
  await editor.fill(speedAttackerDispute);
  assert.equal(await run(play), 'needs-decision');
  assert.equal(await verdictAfter(play, () => answers.locator('.play-answer', { hasText: 'パス' }).tap()), 'needs-decision');
  assert.match(await answers.locator('.play-decide').textContent(), /^A が決めます: /);
  assert.deepEqual(await answers.locator('.play-answer').allTextContents(), ['Bs1', 'Bs2']);
  assert.equal(await verdictAfter(play, () => answers.locator('.play-answer', { hasText: 'Bs2' }).tap()), 'pass');
  assert.match(await editor.inputValue(), /<decisions>\n\s*<decision player="A" kind="shields" choice="Bs2"\/>\n\s*<\/decisions>/);
  assert.equal(await play.locator('.play-result svg.board').nth(1).locator('[data-zone="B:hand"] [data-card="Bs2"]').count(), 1, 'the shield chosen went to the hand');
  await page.screenshot({ path: path.join(artifacts, 'web-export-decision-answered-390.png'), fullPage: true });
  await phone.close();
});

// The board editor, as a judge at the table uses it: every card added with the form's controls,
// nothing typed into the XML. `card` is {id, name?, type?, values?: {stat: n}, keywords?, tapped?, faceDown?}.
async function addCard(page, play, player, zone, card) {
  await play.locator(`.board-add[data-zone="${player}:${zone}"]`).tap();
  const form = play.locator('.board-card-form');
  await form.waitFor();
  await form.getByLabel('ID（手順での呼び名）').fill(card.id);
  if (card.name) await form.getByLabel('カード（リストの名前か読み）').fill(card.name);
  if (card.type) await form.getByLabel('または白紙のカードの種類').selectOption(card.type);
  for (const [label, value] of Object.entries(card.values || {})) await form.getByLabel(label, { exact: true }).fill(String(value));
  if (card.keywords) await form.getByLabel('キーワード（空白で区切る）').fill(card.keywords);
  if (card.tapped) await form.getByLabel('タップしている').check();
  if (card.faceDown) await form.getByLabel('裏向き').check();
  await verdictAfter(play, () => form.locator('.board-save').tap());
  await play.locator(`.board-card[data-card="${card.id}"]`).waitFor();
}

async function setTurn(play, turn, active, phase) {
  const row = play.locator('.board-turn');
  await row.getByLabel('ターン').fill(String(turn));
  await row.getByLabel('ターン').dispatchEvent('change');
  await row.getByLabel('手番').selectOption(active);
  await row.getByLabel('フェイズ').selectOption(phase);
}

// Adds the move labelled `label` from the moves the rules allow, and waits for the run it starts.
async function tapMove(page, play, label) {
  await play.locator('.play-add-move').tap();
  const button = play.locator('.play-moves .play-move', { hasText: new RegExp('^' + label + '$') });
  await button.waitFor();
  return verdictAfter(play, () => button.tap());
}

async function tapAnswer(page, play, label) {
  return verdictAfter(play, () => play.locator('.play-answers .play-answer', { hasText: new RegExp('^' + label + '$') }).tap());
}

// A blank board of `game` on play.html at 390 px, its board editor open, the template's example card removed.
async function blankBoard(game) {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, acceptDownloads: true });
  phone.on('request', (request) => requests.push(request.url()));
  const page = await phone.newPage();
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  await page.goto(siteRoot + 'play.html');
  const play = page.locator('.play');
  await play.locator('.play-game').selectOption(game);
  await play.locator('.play-board-open').tap();
  await play.locator('.board-card[data-card="a1"]').tap();
  await play.locator('.board-card-form .board-remove').tap();
  await play.locator('.board-card[data-card="a1"]').waitFor({ state: 'detached' });
  return { phone, page, play };
}

// The downloaded file, verified by the command line: the same verdict as the page's.
async function downloadAndVerify(page, play) {
  const [download] = await Promise.all([page.waitForEvent('download'), play.locator('.play-download').tap()]);
  const file = path.join(os.tmpdir(), `judge-board-${process.pid}-${download.suggestedFilename()}`);
  fs.writeFileSync(file, fs.readFileSync(await download.path()));
  return file;
}

test('the Duel Masters dispute is built on a phone with the board editor and the moves offered, no XML typed', async () => {
  const { phone, page, play } = await blankBoard('dm');
  await setTurn(play, 3, 'A', 'main');
  await addCard(page, play, 'A', 'deck', { id: 'Ad1', name: '山札のカード' });
  await addCard(page, play, 'A', 'hand', { id: 'sa', name: '速攻の火竜' });
  for (const id of ['Am1', 'Am2', 'Am3']) await addCard(page, play, 'A', 'mana', { id, name: '火のマナ' });
  // Two cards in B's deck: the ability below draws one, and an empty deck would lose B the game (DM-A-DECK-OUT).
  await addCard(page, play, 'B', 'deck', { id: 'Bd1', name: '山札のカード' });
  await addCard(page, play, 'B', 'deck', { id: 'Bd2', name: '山札のカード' });
  await addCard(page, play, 'B', 'battle', { id: 'bl', type: 'creature', values: { パワー: 2000, コスト: 2 }, keywords: 'ブロッカー' });
  await addCard(page, play, 'B', 'shield', { id: 'Bs1', name: 'シールドのカード' });
  await addCard(page, play, 'B', 'shield', { id: 'Bs2', name: 'シールドのカード' });
  // An ability from the controls: the blocker draws a card when it blocks. Only what fits is offered:
  // the operations of a triggered ability, a trigger, the operation's own arguments.
  await play.locator('.board-card[data-card="bl"]').tap();
  await play.locator('.board-ability-add').tap();
  const abilityForm = play.locator('.board-ability-form');
  await abilityForm.getByLabel('種類 (kind)').selectOption('triggered');
  await abilityForm.getByLabel('すること（この種類で使える操作）').selectOption('draw');
  await abilityForm.getByLabel('誘発するとき (trigger)').selectOption('blocks');
  assert.equal(await abilityForm.getByLabel('対象 (target)').count(), 0, 'draw takes no target');
  await abilityForm.getByLabel('amount').fill('1');
  await abilityForm.screenshot({ path: path.join(artifacts, 'web-export-board-ability-form-390.png') });
  await verdictAfter(play, () => abilityForm.locator('.board-ability-save').tap());
  assert.equal(await play.locator('.board-ability').textContent(), 'triggered · draw · blocks', 'the card\'s form again, with its ability');
  await play.locator('.board-card-form .board-cancel').tap();
  assert.match(await play.locator('.play-source').inputValue(), /<ability kind="triggered" op="draw" trigger="blocks" amount="1"\/>/);
  // Drawn at once: the board before shows the blocker with its power.
  const before = play.locator('.play-result svg.board').first();
  assert.match(await before.locator('[data-card="bl"]').textContent(), /2000/);
  assert.equal(await play.locator('.board-zone[data-zone="A:mana"] .board-card').count(), 3);
  await play.locator('.board-editor').screenshot({ path: path.join(artifacts, 'web-export-board-editor-390.png') });

  assert.equal(await tapMove(page, play, '召喚（sa）'), 'pass');
  assert.equal(await tapMove(page, play, '攻撃（sa）'), 'needs-decision');
  assert.equal(await tapAnswer(page, play, 'ブロック（bl）'), 'pass');
  const after = play.locator('.play-result svg.board').nth(1);
  assert.equal(await after.locator('[data-zone="B:graveyard"] [data-card="bl"]').count(), 1, 'the blocker lost the battle');
  assert.equal(await after.locator('[data-zone="A:battle"] [data-card="sa"]').count(), 1);
  // The expectations, read off the board after by tapping: the blocker ends in B's graveyard, nobody has won.
  const expectTap = async (label) => {
    await play.locator('.play-add-expect').tap();
    const button = play.locator('.play-expects .play-expect', { hasText: label });
    await button.waitFor();
    return verdictAfter(play, () => button.tap());
  };
  assert.equal(await expectTap('bl は B の墓地で終わる'), 'pass');
  assert.equal(await expectTap('Bd1 は B の手札で終わる'), 'pass', 'the ability drew B\'s card when bl blocked');
  assert.equal(await expectTap('勝者はいない'), 'pass');
  await play.locator('.play-add-expect').tap();
  assert.equal(await play.locator('.play-expects .play-expect', { hasText: '勝者はいない' }).isDisabled(), true, 'not offered twice');
  await play.locator('.play-add-expect').tap();
  assert.equal(await play.locator('.play-result .verdict .badge').textContent(), '検証済み', 'a verdict now, not an answer');
  // A board edit after the moves keeps them (the board editor reads the text the taps wrote), and
  // Undo takes that edit back, one step.
  await addCard(page, play, 'B', 'hand', { id: 'extra', name: '山札のカード' });
  assert.match(await play.locator('.play-source').inputValue(), /<block player="B" blocker="bl"\/>[^]*<winner none="true"\/>/);
  await verdictAfter(play, () => play.locator('.play-undo').tap());
  assert.equal(await play.locator('.board-card[data-card="extra"]').count(), 0);
  assert.doesNotMatch(await play.locator('.play-source').inputValue(), /id="extra"/);
  // The point in dispute, as the title every report names the file by.
  await play.locator('.board-title input').fill('出たばかりのスピードアタッカーをブロックする');
  await play.locator('.board-title input').dispatchEvent('change');
  // The XML view followed every tap: the editor holds the file, and it is valid as typed by hand.
  const xml = await play.locator('.play-source').inputValue();
  assert.match(xml, /<title ja="出たばかりのスピードアタッカーをブロックする"/);
  assert.match(xml, /<expect>\n\s*<card id="bl" zone="graveyard" player="B" tapped="false"\/>\n\s*<card id="Bd1" zone="hand" player="B" tapped="false"\/>\n\s*<winner none="true"\/>\n\s*<\/expect>/);
  assert.match(xml, /<card id="bl" type="creature" power="2000" cost="2" keywords="ブロッカー"><ability kind="triggered" op="draw" trigger="blocks" amount="1"\/><\/card>/);
  assert.match(xml, /<setup turn="3" active="A" phase="main">/);
  // An edit of the XML shows in the board editor.
  await play.locator('.play-source').fill(xml.replace('power="2000"', 'power="4000"'));
  await play.locator('.board-card[data-card="bl"]', { hasText: '4000' }).waitFor();
  await play.locator('.play-source').fill(xml);
  await play.locator('.board-card[data-card="bl"]', { hasText: '2000' }).waitFor();
  const file = await downloadAndVerify(page, play);
  const verified = spawnJudge(['verify', file]);
  assert.match(verified, /^PASS /m, verified);
  assert.match(verified, /^1 passed, 0 failed, 0 needs-decision, 0 errors$/m, verified);
  fs.rmSync(file);
  // A card's form, opened from its chip.
  await play.locator('.board-card[data-card="bl"]').tap();
  await play.locator('.board-card-form').screenshot({ path: path.join(artifacts, 'web-export-board-card-form-390.png') });
  await phone.close();
});

test('pasted card text becomes the card\'s abilities in the board editor; a sentence not understood is said and left out', async () => {
  const { phone, play } = await blankBoard('dm');
  await play.locator('.board-add[data-zone="A:hand"]').tap();
  const form = play.locator('.board-card-form');
  await form.waitFor();
  await form.getByLabel('ID（手順での呼び名）').fill('rd');
  await form.getByLabel('または白紙のカードの種類').selectOption('creature');
  await form.getByLabel('パワー', { exact: true }).fill('3000');
  await form.getByLabel('コスト', { exact: true }).fill('2');
  await form.getByLabel('カードのテキスト（貼り付けると能力に変換）').fill(
    'ブロッカー\nこのクリーチャーが出た時、相手のパワー3000以下のクリーチャーを1体破壊する。\nこのクリーチャーが攻撃する時、相手のクリーチャーを2体まで選び、タップする。');
  await form.locator('.board-read-text').tap();
  await form.locator('.board-compiled-read').first().waitFor();
  assert.equal(await form.locator('.board-compiled-read').count(), 1);
  assert.match(await form.locator('.board-compiled-read code').textContent(), /op="destroy"/);
  // A count with no 選ぶ is read as choosing: the entry that reading rests on is named under it.
  assert.match(await form.locator('.board-compiled-read .board-reading').textContent(), /DM-A-COUNTED-TARGET-CHOOSES による読み方/);
  assert.match(await form.locator('.board-compiled-unread').textContent(), /読めません:「を2体まで選び、タップする」。この文は扱いません/);
  assert.equal(await form.getByLabel('キーワード（空白で区切る）').inputValue(), 'ブロッカー');
  await form.locator('.board-compiled').screenshot({ path: path.join(artifacts, 'web-export-board-card-text-390.png') });
  await verdictAfter(play, () => form.locator('.board-save').tap());
  const xml = await play.locator('.play-source').inputValue();
  assert.match(xml, /<card id="rd" type="creature"[^>]*keywords="ブロッカー"[^>]*><ability kind="triggered" trigger="enters" op="destroy" target="choose" side="opponent" max-power="3000"\/><!-- 読めないため扱わない印刷テキスト:「このクリーチャーが攻撃する時、相手のクリーチャーを2体まで選び、タップする。」 --><\/card>/);
  assert.doesNotMatch(xml, /op="tap"/);
  await phone.close();
});

test('a Gouda Card Battler board is built and judged by taps', async () => {
  const { phone, page, play } = await blankBoard('gcb');
  await setTurn(play, 3, 'A', 'free');
  await addCard(page, play, 'A', 'monster', { id: 'blade', name: '勝利の刃' });
  for (const id of ['ad1', 'ad2', 'ad3']) await addCard(page, play, 'A', 'deck', { id, name: '青の戦士' });
  // A reading from the list is taken as the card's name; a name the list lacks is said in the form.
  await addCard(page, play, 'B', 'monster', { id: 'b1', name: 'あおのせんし' });
  assert.match(await play.locator('.play-source').inputValue(), /<card id="b1" name="青の戦士"\/>/);
  await play.locator('.board-add[data-zone="B:hand"]').tap();
  await play.locator('.board-card-form').getByLabel('カード（リストの名前か読み）').fill('ないカード');
  await play.locator('.board-card-form .board-save').tap();
  assert.match(await play.locator('.board-card-form .board-problem').textContent(), /「ないカード」はリストにないカードです/);
  await play.locator('.board-card-form .board-cancel').tap();
  await addCard(page, play, 'B', 'life', { id: 'bl1', name: '青の戦士', faceDown: true });
  await play.locator('.board-card[data-card="b1"]').tap();
  const gcbForm = play.locator('.board-card-form');
  assert.equal(await gcbForm.getByLabel('タップしている').count(), 0, 'gcb cards are never tapped: no such control');
  // The game's own card state: gcb's posture, its words with their labels.
  assert.deepEqual(await gcbForm.getByLabel('姿勢 (posture)').locator('option').allTextContents(), ['—', '攻撃姿勢 (attack)', '待機姿勢 (standby)', '特殊 (special)']);
  await gcbForm.locator('.board-cancel').tap();
  assert.equal(await tapMove(page, play, 'アタック（blade）'), 'needs-decision');
  assert.deepEqual(await play.locator('.play-answers .play-answer').allTextContents(), ['パス', 'ブロック（b1）']);
  assert.equal(await tapAnswer(page, play, 'ブロック（b1）'), 'pass');
  const after = play.locator('.play-result svg.board').nth(1);
  assert.equal(await after.locator('[data-zone="B:graveyard"] [data-card="b1"]').count(), 1);
  await phone.close();
});

test('an Imitation World board is built and judged by taps', async () => {
  const { phone, page, play } = await blankBoard('iw');
  await setTurn(play, 3, 'A', 'main');
  await addCard(page, play, 'A', 'set', { id: 'big', name: '大型ゲウダ' });
  await addCard(page, play, 'B', 'set', { id: 's', name: '守りの盾兵' });
  await addCard(page, play, 'B', 'aga', { id: 'ag', name: 'アガ' });
  assert.equal(await tapMove(page, play, 'アタック（big）'), 'needs-decision');
  const answers = await play.locator('.play-answers .play-answer').allTextContents();
  assert.ok(answers.includes('パス') && answers.includes('ブロック（s）'), answers.join(', '));
  assert.equal(await tapAnswer(page, play, 'ブロック（s）'), 'pass');
  const built = await play.locator('.play-source').inputValue();
  assert.match(built, /<block player="B" blockers="s"\/>/);
  // Another game from the list: its template, and the board editor shows that game's board at once;
  // Undo brings the iw file back.
  await play.locator('.play-game').selectOption('dm');
  await play.locator('.board-zone[data-zone="A:battle"]').waitFor();
  assert.match(await play.locator('.play-source').inputValue(), /game="dm"/);
  await play.locator('.play-undo').tap();
  await play.locator('.board-zone[data-zone="A:set"]').waitFor();
  assert.equal(await play.locator('.play-source').inputValue(), built);
  assert.equal(await play.locator('.play-game').inputValue(), 'iw', 'the list follows the file');
  await phone.close();
});

test('a value an effect changed is offered as an expectation, read as the rules read it', async () => {
  const page = await open('play.html');
  const play = page.locator('.play');
  await play.locator('.play-game').selectOption('dm');
  const bundled = fs.readFileSync(path.join(__dirname, '..', '..', 'scenarios', 'dm', 'powered-breaker-one-per-6000.xml'), 'utf8');
  // The scenario's own expectations left out (its checkpoint inside <actions> stays).
  await play.locator('.play-source').fill(bundled.replace(/\n  <expect>[^]*\n  <\/expect>/, '\n  <expect>\n  </expect>'));
  assert.equal(await run(play), 'pass');
  await play.locator('.play-add-expect').click();
  const value = play.locator('.play-expects .play-expect', { hasText: 'p のパワーは 13000（印刷は 7000）' });
  await value.waitFor();
  assert.equal(await verdictAfter(play, () => value.click()), 'pass');
  assert.match(await play.locator('.play-source').inputValue(), /<expect>\n\s*<value card="p" stat="power" equals="13000"\/>\n\s*<\/expect>/);
  await page.close();
});

test('play.html keeps a draft of the blank board in this browser: a reload loses nothing', async () => {
  const fresh = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await fresh.newPage();
  await page.goto(siteRoot + 'play.html');
  await page.locator('.play-game').selectOption('gcb');
  const text = (await page.locator('.play-source').inputValue()).replace('ここに争点を一行で', '下書きの争点');
  await page.locator('.play-source').fill(text);
  await page.reload();
  assert.equal(await page.locator('.play-source').inputValue(), text);
  assert.equal(await page.locator('.play-game').inputValue(), 'gcb');
  await fresh.close();
});

// play.html with the dm dispute in its editor.
async function openDispute() {
  const page = await open('play.html');
  const play = page.locator('.play');
  await play.locator('.play-game').selectOption('dm');
  await play.locator('.play-source').fill(speedAttackerDispute);
  return { page, play };
}

test('"play every line" explores the open decisions and shows the outcome table', async () => {
  const { page, play } = await openDispute();
  await play.locator('.play-explore').check();
  assert.equal(await run(play), 'pass');
  assert.equal(await play.locator('.play-answers').isHidden(), true);
  const rows = await play.locator('.play-result table.outcomes tbody tr').count();
  assert.ok(rows >= 2, `blocking and not blocking end differently (${rows} outcomes)`);
  await page.close();
});

test('a scenario shared as a link opens in the blank board and runs, nothing leaving the page', async () => {
  const { page, play } = await openDispute();
  await play.locator('.play-share').click();
  await page.waitForFunction(() => document.querySelector('.play-share-link').value !== '');
  const link = await play.locator('.play-share-link').inputValue();
  assert.match(link, /\/play\.html#s=[pz][A-Za-z0-9_-]+$/);
  await page.close();

  const opened = await open(link.slice(siteRoot.length));
  const play2 = opened.locator('.play');
  await opened.waitForFunction(() => document.querySelector('.play').dataset.verdict !== undefined);
  assert.equal(await play2.locator('.play-source').inputValue(), speedAttackerDispute);
  assert.equal(await play2.locator('.play-game').inputValue(), 'dm');
  assert.equal(await play2.evaluate((element) => element.dataset.verdict), 'needs-decision');
  // A broken link says so instead of running something else.
  const broken = await open('play.html#s=zAAAA');
  await broken.waitForFunction(() => document.querySelector('.play-status').textContent !== '');
  assert.match(await broken.locator('.play-status').textContent(), /このリンクのシナリオを読めません/);
  await opened.close();
  await broken.close();
});

// axe-core's audit (WCAG 2 A and AA rules) of the page as it stands, violations listed with their nodes.
async function audit(page) {
  const source = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(source);
  const result = await page.evaluate(() => window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }));
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ` + v.nodes.slice(0, 5).map((n) => n.target.join(' ') + ' ' + n.failureSummary.replace(/\n/g, ' ')).join('\n  '));
}

test('the accessibility audit passes on play.html with the board editor, a card and an ability form, the moves and a decision open, and on a ruling page', async () => {
  // The audit's script is handed to the page by the test, past the site's own Content-Security-Policy.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });
  const page = await phone.newPage();
  await page.goto(siteRoot + 'play.html');
  const play = page.locator('.play');
  await play.locator('.play-game').selectOption('dm');
  await play.locator('.play-source').fill(speedAttackerDispute);
  assert.equal(await run(play), 'needs-decision');
  await play.locator('.play-board-open').tap();
  await play.locator('.board-card').first().waitFor();
  await play.locator('.board-card').first().tap();
  await play.locator('.board-ability-add').tap();
  await play.locator('.board-ability-form').waitFor();
  await play.locator('.play-share').tap();
  await page.waitForFunction(() => document.querySelector('.play-share-link').value !== '');
  assert.deepEqual(await audit(page), []);
  // The audit finds what it should: a field without a label, added for a moment, is a violation.
  await page.evaluate(() => document.querySelector('.play-panel').append(Object.assign(document.createElement('input'), { id: 'unlabelled' })));
  assert.match((await audit(page)).join('\n'), /^label /m);
  await page.evaluate(() => document.getElementById('unlabelled').remove());
  await play.locator('.board-card-form .board-cancel').tap();
  await play.locator('.play-source').fill(speedAttackerDispute.replace(/<actions>[^]*<\/actions>/, '<actions>\n  </actions>'));
  await play.locator('.play-add-move').tap();
  await play.locator('.play-moves .play-move').first().waitFor();
  assert.deepEqual(await audit(page), []);

  await page.goto(siteRoot + ruling);
  await page.locator('article.scenario .play .play-open').first().tap();
  assert.deepEqual(await audit(page), []);
  await phone.close();
});

test('play.html weighs under 200 KB before the engine loads', async () => {
  const fresh = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const loaded = [];
  fresh.on('request', (request) => loaded.push(request.url()));
  const page = await fresh.newPage();
  await page.goto(siteRoot + 'play.html', { waitUntil: 'load' });
  await page.waitForTimeout(300);
  const files = loaded.filter((url) => url.startsWith(siteRoot)).map((url) => decodeURIComponent(url.slice(siteRoot.length).replace(/[?#].*$/, '')));
  assert.ok(!files.some((file) => file.startsWith('engine/')), files.join(', '));
  const bytes = files.reduce((sum, file) => sum + fs.statSync(path.join(site, file)).size, 0);
  console.log(`play.html before the engine: ${files.length} files, ${bytes} bytes (${files.join(', ')})`);
  assert.ok(bytes < 200 * 1024, `${bytes} bytes`);
  await fresh.close();
});

test('no request left the site and no page had an error', () => {
  const outside = requests.filter((url) => !url.startsWith(siteRoot) && !url.startsWith('data:') && !url.startsWith('blob:'));
  assert.deepEqual(outside, []);
  assert.deepEqual(pageErrors, []);
});
