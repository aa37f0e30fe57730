// The exported site as a reader uses it, in headless Chromium from file://: linked text leads to
// the rule and back, an anchor lands below the sticky header, no page type scrolls sideways on a
// 390 px phone, and printing leaves out the header and navigation.
//
// Run by CTest (tests/CMakeLists.txt) with JUDGE_SITE, JUDGE_ARTIFACTS and NODE_PATH as browser.test.cjs.
'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { chromium } = require('playwright-core');

const site = process.env.JUDGE_SITE;
const artifacts = process.env.JUDGE_ARTIFACTS || os.tmpdir();
const url = (relative) => pathToFileURL(path.join(site, relative)).href;

// One page of each type: top, game index, ruling, rule section, assumptions, glossary, tag, explored ruling, card index, card.
function pageOfEachType() {
  const iw = fs.readdirSync(path.join(site, 'iw'));
  const ruling = iw.find((name) => /^IW-J-PIERCE-.*\.html$/.test(name));
  const section = iw.find((name) => /^IW-R-.*\.html$/.test(name));
  const tag = fs.readdirSync(path.join(site, 'iw', 'tags'))[0];
  // A ruling whose scenario explores every line: its outcome table is the widest thing on any page.
  const explored = iw.find((name) => name.endsWith('.html') && fs.readFileSync(path.join(site, 'iw', name), 'utf8').includes('<table class="outcomes">'));
  assert.ok(explored, 'a page with an outcome table');
  // A card page with abilities (long lines of XML) and the scenarios that use it (boards).
  const gcb = fs.readdirSync(path.join(site, 'gcb'));
  const card = gcb.find((name) => /-C-.*\.html$/.test(name) && fs.readFileSync(path.join(site, 'gcb', name), 'utf8').includes('<pre class="abilities">') &&
    fs.readFileSync(path.join(site, 'gcb', name), 'utf8').includes('scenario-preview'));
  assert.ok(card, 'a card page with abilities and scenarios');
  return ['index.html', 'iw/index.html', `iw/${ruling}`, `iw/${section}`, 'dm/assumptions.html', 'gcb/glossary.html', `iw/tags/${tag}`,
    `iw/${explored}`, 'dm/cards.html', `gcb/${card}`];
}

let browser;
test.before(async () => {
  assert.ok(site && fs.existsSync(path.join(site, 'index.html')), `no exported site at ${site}`);
  browser = await chromium.launch({
    executablePath: process.env.JUDGE_CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
});
test.after(async () => {
  if (browser) await browser.close();
});

test('a ruling\'s answer links its terms and rules, and the rule links back to the ruling', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(url('iw/IW-J-ATTACHED-CARD-TRASHED.html'));
  const termLinks = await page.$$eval('.qa a.term', (links) => links.map((a) => a.getAttribute('href')));
  assert.ok(termLinks.includes('glossary.html#IW-T-GEUDA'), termLinks.join(' '));
  // A term's link lands on its glossary entry.
  await Promise.all([page.waitForURL(/glossary\.html#IW-T-GEUDA$/), page.click('.qa a.term[href="glossary.html#IW-T-GEUDA"]')]);
  assert.equal(await page.evaluate(() => document.querySelector(':target').id), 'IW-T-GEUDA');
  await page.close();
});

test('an anchor\'s target lands below the sticky header, not under it', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 700 } });
  const section = pageOfEachType()[3];
  await page.goto(url(section));
  // The last rule of the section: far enough down for the page to scroll to it.
  const id = await page.$$eval('section.rule[id]', (rules) => rules[rules.length - 1].id);
  await page.goto(url(section) + '#' + id);
  const { headerBottom, targetTop, scrolled } = await page.evaluate((target) => ({
    headerBottom: document.querySelector('.site-header').getBoundingClientRect().bottom,
    targetTop: document.getElementById(target).getBoundingClientRect().top,
    scrolled: window.scrollY,
  }), id);
  assert.ok(scrolled > 0, 'the page scrolled to the anchor');
  assert.ok(targetTop >= headerBottom, `target top ${targetTop} is under the header's bottom ${headerBottom}`);
  await page.close();
});

test('no page type scrolls sideways on a 390 px phone, nor at 320 px', async () => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    for (const relative of pageOfEachType()) {
      await page.goto(url(relative));
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth,
      }));
      assert.ok(scrollWidth <= clientWidth, `${relative} at ${width} px: ${scrollWidth} px wide in a ${clientWidth} px window`);
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url('index.html'));
  await page.screenshot({ path: path.join(artifacts, 'web-export-index-phone.png'), fullPage: true });
  // A game's name stays whole on one line in the games table (デュエ/ル・マ/スターズ is what it must not do).
  const lines = await page.$$eval('table.games th[scope="row"] a', (links) => links.map((a) => a.getClientRects().length));
  assert.ok(lines.length > 0);
  assert.deepEqual(lines.filter((n) => n !== 1), [], `lines per game name: ${lines.join(' ')}`);
  await page.close();
});

test('printing a ruling leaves out the header, search and navigation', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(url('iw/IW-J-ATTACHED-CARD-TRASHED.html'));
  await page.emulateMedia({ media: 'print' });
  const shown = await page.evaluate(() => ['.site-header', '.crumbs', 'main', '.scenario'].map((selector) => {
    const element = document.querySelector(selector);
    return element !== null && getComputedStyle(element).display !== 'none';
  }));
  assert.deepEqual(shown, [false, false, true, true]);
  assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.scenario')).breakInside), 'avoid');
  const pdf = await page.pdf({ format: 'A4' });
  assert.ok(pdf.length > 1000);
  await page.close();
});
