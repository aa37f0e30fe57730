// The relevance judgements (tests/search_judgements.tsv) over both searches: `judge search --json`
// and the exported site's search.js run in node (tests/site_search_node.cjs). Every listed ID must
// be in the top 3 on both sides, and the two must agree on the top 3 of every query.
//
// Run by CTest (tests/CMakeLists.txt) with JUDGE_BINARY, JUDGE_DB, JUDGE_SITE and JUDGE_SOURCE_DIR.
'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { loadSiteSearch } = require('./site_search_node.cjs');

// The rows of a judgement file (query, options, IDs; tab-separated, # comments), each with its options
// parsed: suggest= and same= may hold spaces, so an option runs to the next ' name='.
function readJudgements(name) {
  return fs.readFileSync(path.join(__dirname, name), 'utf8').split('\n')
    .map((line, i) => ({ line, number: i + 1 }))
    .filter(({ line }) => line.trim() && !line.startsWith('#'))
    .map(({ line, number }) => {
      const [query, options = '-', ids = ''] = line.split('\t');
      const parsed = {};
      if (options !== '-') {
        for (const part of options.split(/ (?=[a-z]+=)/)) {
          const at = part.indexOf('=');
          parsed[part.slice(0, at)] = part.slice(at + 1);
        }
      }
      return { query, options: parsed, ids: ids.split(' ').filter(Boolean), where: `${name}:${number}` };
    });
}

function judgements() { return readJudgements('search_judgements.tsv'); }

function cli(query, options, lang = 'en') {
  const args = ['--db', process.env.JUDGE_DB, 'search', '--json', '--limit', '3'];
  if (options.game) args.push('--game', options.game);
  args.push('--', query);
  const env = { ...process.env, JUDGE_LANG: lang };
  delete env.JUDGE_GAME;
  if (options.env) env.JUDGE_GAME = options.env;
  const run = spawnSync(process.env.JUDGE_BINARY, args, { encoding: 'utf8', env });
  if (options.error !== undefined) return run;
  assert.equal(run.status, 0, `${query}: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

test('the judgement file holds at least 40 queries', () => {
  assert.ok(judgements().length >= 40, `${judgements().length} queries`);
});

test('every judged query finds its IDs in the top 3 on the command line and on the site, which agree', async () => {
  const searchJs = path.join(process.env.JUDGE_SOURCE_DIR, 'web-export', 'assets', 'search.js');
  const site = loadSiteSearch(process.env.JUDGE_SITE, searchJs);
  const siteJa = loadSiteSearch(process.env.JUDGE_SITE, searchJs, 'ja');
  const tops = new Map();
  const problems = [];
  for (const j of judgements()) {
    const game = j.options.game || j.options.env;
    if (j.options.error !== undefined) {
      // A malformed query: exit 2 with one line naming the problem, and the same message on the site.
      const run = cli(j.query, j.options);
      let siteError = null;
      try {
        await site.search(j.query, 3, 3, game ? { game } : {});
      } catch (e) {
        siteError = e;
      }
      const line = `judge: bad query: ${siteError ? siteError.message : '?'}\n`;
      if (run.status !== 2 || run.stdout !== '') problems.push(`${j.where} ${JSON.stringify(j.query)}: exit ${run.status}, stdout ${JSON.stringify(run.stdout)}`);
      if (!siteError || !siteError.queryError) problems.push(`${j.where} ${JSON.stringify(j.query)}: the site takes it`);
      else if (run.stderr !== line) problems.push(`${j.where} ${JSON.stringify(j.query)}: command line ${JSON.stringify(run.stderr)}, site ${JSON.stringify(line)}`);
      if (!run.stderr.includes(j.options.error)) problems.push(`${j.where} ${JSON.stringify(j.query)}: the message does not say ${j.options.error}: ${run.stderr}`);
      // In Japanese: the command line and the Japanese page say the same Japanese sentence.
      const runJa = cli(j.query, j.options, 'ja');
      let siteJaError = null;
      try {
        await siteJa.search(j.query, 3, 3, game ? { game } : {});
      } catch (e) {
        siteJaError = e;
      }
      const lineJa = `judge: 検索式の誤り: ${siteJaError ? siteJaError.message : '?'}\n`;
      if (runJa.status !== 2) problems.push(`${j.where} ${JSON.stringify(j.query)}: in Japanese, exit ${runJa.status}`);
      if (!siteJaError || !siteJaError.queryError || runJa.stderr !== lineJa)
        problems.push(`${j.where} ${JSON.stringify(j.query)}: in Japanese, command line ${JSON.stringify(runJa.stderr)}, site ${JSON.stringify(lineJa)}`);
      if (!/[\u3040-\u30ff]/.test(runJa.stderr) || runJa.stderr.includes(j.options.error))
        problems.push(`${j.where} ${JSON.stringify(j.query)}: not Japanese: ${runJa.stderr}`);
      continue;
    }
    const fromCli = cli(j.query, j.options);
    const fromSite = await site.search(j.query, 3, 3, game ? { game } : {});
    const cliTop = fromCli.results.map((r) => r.id), siteTop = fromSite.hits.map((h) => h.id);
    const say = (what) => problems.push(`${j.where} ${JSON.stringify(j.query)}: ${what} (command line ${cliTop.join(' ') || '-'}, site ${siteTop.join(' ') || '-'})`);
    if (cliTop.join(' ') !== siteTop.join(' ')) say('the two top 3 differ');
    for (const id of j.ids) {
      if (!cliTop.includes(id)) say(`${id} not in the command line's top 3`);
      if (!siteTop.includes(id)) say(`${id} not in the site's top 3`);
    }
    if (j.options.first && (cliTop[0] !== j.options.first || siteTop[0] !== j.options.first)) say(`${j.options.first} is not first`);
    if (j.options.suggest !== undefined) {
      if (cliTop.length || siteTop.length) say('expected nothing found');
      if (!fromCli.suggestions.includes(j.options.suggest)) say(`no suggestion ${j.options.suggest} (${fromCli.suggestions.join(', ')})`);
      // The site suggests glossary names only, not IDs.
      if (!/^[A-Z]+-/.test(j.options.suggest) && fromSite.suggestions.join(', ') !== fromCli.suggestions.join(', '))
        say(`the site suggests ${fromSite.suggestions.join(', ')}, the command line ${fromCli.suggestions.join(', ')}`);
    } else if (!j.ids.length) {
      say('a judgement with no IDs must be a suggestion');
    }
    if (j.options.same !== undefined) {
      const other = tops.get(`${j.options.same}\t${game || ''}`);
      if (!other) say(`same=${j.options.same} names no earlier query`);
      else if (other !== cliTop.join(' ')) say(`top 3 differs from ${j.options.same}'s (${other})`);
    }
    if (!tops.has(`${j.query}\t${game || ''}`)) tops.set(`${j.query}\t${game || ''}`, cliTop.join(' '));
  }
  assert.deepEqual(problems, []);
});

// The natural questions (tests/search_questions.tsv): a query is answered when one of its IDs is in
// the top 3. At least 90% must be answered on both sides, the two must agree on every top 3, and
// no query may find nothing without a suggestion.
function questions() {
  return readJudgements('search_questions.tsv').map((q) => ({ ...q, game: q.options.game || '' }));
}

test('natural questions: at least 90% have an answer in the top 3 on the command line and on the site', async () => {
  const searchJs = path.join(process.env.JUDGE_SOURCE_DIR, 'web-export', 'assets', 'search.js');
  const site = loadSiteSearch(process.env.JUDGE_SITE, searchJs);
  const all = questions();
  assert.ok(all.length >= 100, `${all.length} questions`);
  const problems = [], missed = { cli: [], site: [] };
  for (const q of all) {
    const fromCli = cli(q.query, q.game ? { game: q.game } : {});
    const fromSite = await site.search(q.query, 3, 3, q.game ? { game: q.game } : {});
    const cliTop = fromCli.results.map((r) => r.id), siteTop = fromSite.hits.map((h) => h.id);
    if (cliTop.join(' ') !== siteTop.join(' ')) problems.push(`${q.where} ${JSON.stringify(q.query)}: the two top 3 differ (command line ${cliTop.join(' ')}, site ${siteTop.join(' ')})`);
    if (!cliTop.length && !fromCli.suggestions.length) problems.push(`${q.where} ${JSON.stringify(q.query)}: nothing found and nothing suggested`);
    if (!q.ids.some((id) => cliTop.includes(id))) missed.cli.push(`${q.where} ${q.query} → ${cliTop.join(' ') || '-'}`);
    if (!q.ids.some((id) => siteTop.includes(id))) missed.site.push(`${q.where} ${q.query} → ${siteTop.join(' ') || '-'}`);
  }
  for (const side of ['cli', 'site']) {
    const answered = all.length - missed[side].length;
    console.log(`# ${side}: ${answered} of ${all.length} questions answered in the top 3 (${(100 * answered / all.length).toFixed(1)}%)`);
    missed[side].forEach((m) => console.log(`#   missed: ${m}`));
    if (answered < 0.9 * all.length) problems.push(`${side}: only ${answered} of ${all.length} answered`);
  }
  assert.deepEqual(problems, []);
});
