// The site's search folds and tokenizes text exactly as the command line does: web-export/assets/
// search.js (a port) against rulesdb/text_fold.cpp (through tests/fold_probe), over every character
// of each class either one folds (ASCII and Latin-1, full-width forms, half-width katakana and marks,
// hiragana, katakana, dashes, iteration marks, middle dots, kanji samples), each alone, after a
// kana and after a kanji, and over sample phrases.
//
// Run by CTest (tests/CMakeLists.txt) with JUDGE_FOLD_PROBE and JUDGE_SOURCE_DIR.
'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { spawnSync } = require('node:child_process');

function loadSiteSearch() {
  const context = { window: {}, document: { addEventListener() {}, readyState: 'loading' } };
  vm.createContext(context);
  vm.runInContext(fs.readFileSync(path.join(process.env.JUDGE_SOURCE_DIR, 'web-export', 'assets', 'search.js'), 'utf8'), context);
  return context.window.JudgeSearch;
}

function samples() {
  const ranges = [[0x20, 0x7E], [0xA0, 0x24F], [0x2010, 0x2027], [0x2212, 0x2212], [0x2500, 0x2500], [0x3000, 0x30FF],
    [0x31F0, 0x31FF], [0x4E00, 0x4E20], [0xFF01, 0xFF9F]];
  const out = [];
  for (const [from, to] of ranges)
    for (let c = from; c <= to; ++c) {
      const ch = String.fromCodePoint(c);
      out.push(ch, 'カ' + ch, 'し' + ch + 'ど', '時' + ch, 'ab' + ch + 'cd');
    }
  out.push('くりーちゃー', 'クリーチャー', 'シ-ルド', 'シ－ルド', 'ｼｰﾙﾄﾞ', 'エスとりがー', 'S・トリガー', 'Ｓ・トリガー', '時々', 'ハヽ', 'ハヾ',
    'こゝろ', 'IW-R-PIERCE', 'Shield Trigger', 'ブロッカー ｂｌｏｃｋｅｒ', 'ｶﾞｰﾄﾞ・ｽﾄﾗｲｸ');
  return out.filter((s) => !/[\n\r]/.test(s));
}

test('search.js folds and tokenizes every character class as rulesdb/text_fold.cpp does', () => {
  const site = loadSiteSearch();
  const lines = samples();
  const probe = spawnSync(process.env.JUDGE_FOLD_PROBE, { input: lines.join('\n') + '\n', encoding: 'utf8' });
  assert.equal(probe.status, 0, probe.stderr);
  const cpp = probe.stdout.split('\n').slice(0, lines.length);
  assert.equal(cpp.length, lines.length);
  const differ = [];
  lines.forEach((line, i) => {
    const js = site.foldKey(line) + '\t' + site.queryTokens(line).join(' ');
    if (js !== cpp[i]) differ.push(`${JSON.stringify(line)}: C++ ${JSON.stringify(cpp[i])}, site ${JSON.stringify(js)}`);
  });
  assert.deepEqual(differ.slice(0, 10), [], `${differ.length} of ${lines.length} samples differ`);
  // What the folding is for: the same key and tokens for these spellings.
  const same = (a, b) => assert.equal(cpp[lines.indexOf(a)], cpp[lines.indexOf(b)], `${a} and ${b}`);
  same('くりーちゃー', 'クリーチャー');
  same('シ-ルド', 'シ－ルド');
});

test('search.js has the same English forms as rulesdb/english_forms.cpp', () => {
  const site = loadSiteSearch();
  const words = ["can't", 'cannot', "don't", 'do', 'tapped', 'tap', 'taps', 'tapping', 'shields', 'shield', 'shielded', 'blocks',
    'blocked', 'blocking', 'copies', 'copy', 'passes', 'pass', 'declared', 'declare', 'attacks', 'ties', 'ran', 'is', 'ab', 'x',
    'the', 'wins', 'winning', 'mixes', 'churches', 'stopped', 'hoping', 'hopping', "isn't", 'will', 'chooses', 'chosen', 'dies', 'bus'];
  const probe = spawnSync(process.env.JUDGE_FOLD_PROBE, ['--english'], { input: words.join('\n') + '\n', encoding: 'utf8' });
  assert.equal(probe.status, 0, probe.stderr);
  const cpp = probe.stdout.split('\n').slice(0, words.length);
  assert.deepEqual(words.map((w) => site.englishForms(w).join(',')), cpp);
  // What the forms are for.
  const forms = (w) => cpp[words.indexOf(w)].split(',');
  assert.ok(forms("can't").includes('cannot'));
  assert.ok(forms('cannot').includes("can't"));
  assert.ok(forms('tapped').includes('tap') && forms('taps').includes('tapped'));
  assert.equal(cpp[words.indexOf('the')], '');
  assert.ok(forms('shields').includes('shield') && forms('shield').includes('shields'));
});

// Every Latin word of the bundled content, the seeds' words and the project's docs, with the
// inflections a judge types (-s, -es, -ed, -ing, -ly, -ness, -ation…): search.js's englishStem must
// give what libstemmer gives (rulesdb/english_stem.cpp), or the site and `judge search` would
// index and look up different tokens.
function vocabulary() {
  const root = process.env.JUDGE_SOURCE_DIR, words = new Set();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(xml|md)$/.test(entry.name)) for (const w of fs.readFileSync(file, 'utf8').toLowerCase().match(/[a-z]+/g) || []) words.add(w);
    }
  };
  for (const dir of ['rulesdb/data', 'scenarios', 'docs']) walk(path.join(root, dir));
  const suffixes = ['s', 'es', 'ed', 'd', 'ing', 'ly', 'ness', 'ation', 'ational', 'ization', 'fulness', 'ousness', 'ement',
    'ible', 'ance', 'ence', 'ism', 'iti', 'ive', 'ize', 'ies', 'ied', 'eed', 'eedly', 'ingly', 'edly', 'li', 'er', 'al', 'ic'];
  for (const w of [...words]) for (const s of suffixes) words.add(w + s);
  for (const w of ['skis', 'skies', 'dying', 'lying', 'tying', 'idly', 'gently', 'ugly', 'early', 'only', 'singly', 'sky', 'news',
    'howe', 'atlas', 'cosmos', 'bias', 'andes', 'inning', 'outing', 'canning', 'herring', 'earring', 'proceed', 'exceed',
    'succeed', 'generate', 'generously', 'communism', 'arsenal', 'past', 'universal', 'later', 'emergency', 'organization',
    'yes', 'say', 'cry', 'by', 'eyed', 'toy', 'boyish', 'ties', 'cries', 'gas', 'this', 'kiwis', 'gaps'])
    words.add(w);
  return [...words].sort();
}

test('search.js stems English words as libstemmer does (rulesdb/english_stem.cpp)', () => {
  const site = loadSiteSearch(), words = vocabulary();
  assert.ok(words.length > 20000, `${words.length} words`);
  const probe = spawnSync(process.env.JUDGE_FOLD_PROBE, ['--stem'], { input: words.join('\n') + '\n', encoding: 'utf8', maxBuffer: 1 << 26 });
  assert.equal(probe.status, 0, probe.stderr);
  const cpp = probe.stdout.split('\n').slice(0, words.length);
  const differ = words.filter((w, i) => site.englishStem(w) !== cpp[i]).map((w) => `${w}: search.js ${site.englishStem(w)}, libstemmer ${cpp[words.indexOf(w)]}`);
  assert.deepEqual(differ.slice(0, 20), [], `${differ.length} of ${words.length} words differ`);
  // What stemming is for.
  const stem = (w) => cpp[words.indexOf(w)];
  assert.equal(stem('shields'), stem('shield'));
  assert.equal(stem('blocked'), stem('blocking'));
});

test('search.js leaves out the same stop words as rulesdb/query_words.cpp', () => {
  const site = loadSiteSearch(), words = vocabulary();
  const probe = spawnSync(process.env.JUDGE_FOLD_PROBE, ['--stop-word'], { input: words.join('\n') + '\n', encoding: 'utf8', maxBuffer: 1 << 26 });
  assert.equal(probe.status, 0, probe.stderr);
  const cpp = probe.stdout.split('\n').slice(0, words.length);
  assert.deepEqual(words.filter((w, i) => site.isStopWord(w) !== (cpp[i] === 'stop')), []);
  assert.ok(cpp.filter((v) => v === 'stop').length > 50);
});
