// Compares the search results of two exported sites, each with its own search.js run in node
// (tests/site_search_node.cjs): for a few thousand queries made from the index itself (every
// glossary name, title words, pairs of them, prefixes, English forms, the query syntax, IDs, with
// and without filters), the total, the 60 ranked hits in order, the suggestions and any query
// error must be the same. Used when the index's format or search.js changes (docs/performance.md):
// the results must not. Not a test: it needs two sites.
//
//   node bench/site_compare.cjs OLD_SITE NEW_SITE [--old-js FILE] [--new-js FILE] [--max N]
//
// Each site's own assets/search.js is used unless --old-js/--new-js name another. Exit 1 on any
// difference.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { loadSiteSearch } = require(path.join(__dirname, '..', 'tests', 'site_search_node.cjs'));

function parseArguments(argv) {
  const options = { sites: [], js: [null, null], max: Infinity };
  for (let i = 0; i < argv.length; ++i) {
    if (argv[i] === '--old-js') options.js[0] = argv[++i];
    else if (argv[i] === '--new-js') options.js[1] = argv[++i];
    else if (argv[i] === '--max') options.max = Number(argv[++i]);
    else options.sites.push(argv[i]);
  }
  if (options.sites.length !== 2) throw new Error('site_compare: give the old and the new site folders');
  return options;
}

// The head of a site, read as the page reads it.
function head(site) {
  const context = { window: {} };
  context.window = context;
  require('node:vm').runInNewContext(fs.readFileSync(path.join(site, 'assets', 'search-index.js'), 'utf8'), context);
  return context.JUDGE_SEARCH;
}

// Titles of the first documents of each of `blocks` document blocks spread over the index.
function titles(site, blocksInIndex, blocks) {
  const out = [];
  for (let i = 0; i < blocks; ++i) {
    const n = Math.floor((i * blocksInIndex) / blocks);
    const file = path.join(site, 'assets', 'search', `d${n}.js`);
    if (!fs.existsSync(file)) continue;
    const context = { window: {} };
    context.window = context;
    require('node:vm').runInNewContext(fs.readFileSync(file, 'utf8'), context);
    for (const row of context.JUDGE_SEARCH_PARTS[`d${n}`]) out.push({ id: row[0], title: row[3] });
  }
  return out;
}

function queries(site, max) {
  const h = head(site);
  const names = [...new Set(Object.values(h.aliases).flat())];
  const docs = titles(site, Math.ceil(h.documents / h.blockSize), 150);
  const words = [];
  for (const d of docs) {
    for (const w of d.title.split(/[\s、。「」（）()・:：,.]+/)) if (w && w.length <= 12) words.push(w);
  }
  const latin = [...new Set(words.filter((w) => /^[A-Za-z']+$/.test(w)).map((w) => w.toLowerCase()))];
  const cjk = [...new Set(words.filter((w) => !/^[A-Za-z']+$/.test(w)))];
  const out = new Set();
  const add = (q) => { if (out.size < max) out.add(q); };
  names.forEach(add);
  names.forEach((n) => add(n.toUpperCase()));
  Object.keys(h.aliases).forEach(add);
  latin.slice(0, 400).forEach(add);
  latin.slice(0, 200).forEach((w) => { if (w.length >= 5) add(w.slice(0, 4)); add(w.slice(0, w.length - 1)); });
  latin.slice(0, 100).forEach((w) => { add(w + 's'); add(w + 'ed'); add(w + 'ing'); });
  cjk.slice(0, 400).forEach(add);
  cjk.slice(0, 200).forEach((w) => { if (w.length > 2) add(w.slice(0, 2)); add(w.slice(-2)); });
  for (let i = 0; i + 1 < names.length && i < 600; i += 2) add(names[i] + ' ' + names[(i * 7 + 3) % names.length]);
  for (let i = 0; i + 1 < cjk.length && i < 300; i += 2) add(cjk[i] + ' ' + cjk[i + 1]);
  for (let i = 0; i < 150 && i < names.length; ++i) {
    const n = names[(i * 13) % names.length], m = names[(i * 29 + 5) % names.length];
    add(`"${n}"`);
    add(`${n} OR ${m}`);
    add(`${n} -${m}`);
    add(`${n} game:${h.games[i % h.games.length]}`);
    add(`${n} kind:${['rule', 'ruling', 'assumption', 'term'][i % 4]}`);
  }
  docs.slice(0, 100).forEach((d) => { add(d.id); add(d.id.toLowerCase()); add(d.title); });
  ['xylophone', 'zzzz', '"abc', 'OR', '-', 'game:', 'kind:spell', 'シールド シールド', 'shield trigger', 'タップ', 'クリーチャー',
   'ブロック 攻撃', 'escape', 'pierc', 'カード', '貫通', 'tag:pierce', 'シールド tag:pierce'].forEach(add);
  return [...out];
}

async function results(search, query, options) {
  try {
    const found = await search.search(query, 8, 60, options);
    const more = found.total > 8 ? await found.more(8, 60) : [];
    return JSON.stringify({
      total: found.total, numbers: found.numbers.slice(0, 60), hits: found.hits.concat(more).map((h) => [h.id, h.k, h.u, h.t, h.s, h.g]),
      suggestions: found.suggestions, expansions: found.parsed.expansions,
    });
  } catch (error) {
    return JSON.stringify({ error: String(error.message) });
  }
}

async function main() {
  const options = parseArguments(process.argv.slice(2));
  const [oldSite, newSite] = options.sites;
  const list = queries(oldSite, options.max);
  const searches = options.sites.map((site, i) => loadSiteSearch(site, options.js[i] || path.join(site, 'assets', 'search.js'), 'ja'));
  const games = head(oldSite).games;
  let compared = 0, differences = 0;
  for (const [i, query] of list.entries()) {
    for (const filter of i % 5 === 0 ? [{}, { game: games[i % games.length] }, { kind: 'ruling' }] : [{}]) {
      const a = await results(searches[0], query, filter), b = await results(searches[1], query, filter);
      ++compared;
      if (a !== b) {
        ++differences;
        if (differences <= 10) console.log(`differs: ${JSON.stringify(query)} ${JSON.stringify(filter)}\n  old ${a.slice(0, 300)}\n  new ${b.slice(0, 300)}`);
      }
    }
  }
  console.log(`site_compare: ${compared} searches (${list.length} queries), ${differences} differ`);
  process.exit(differences ? 1 : 0);
}

main().catch((error) => {
  console.error(String(error && error.stack || error));
  process.exit(2);
});
