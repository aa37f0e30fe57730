// `judge search --json` and `judge show --json` hold to the JSON Schemas in docs/json/, checked with
// ajv (the validator html-validate brings into the build folder's node_modules) on real answers
// from the bundled database: hits, widened queries, a typed ID, no hit, a filter, an unknown ID.
//
// Run by CTest (tests/CMakeLists.txt) with JUDGE_BINARY, JUDGE_DB, JUDGE_SOURCE_DIR and NODE_PATH.
'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const Ajv2020 = require('ajv/dist/2020').default;

const schema = (name) => JSON.parse(fs.readFileSync(path.join(process.env.JUDGE_SOURCE_DIR, 'docs', 'json', name), 'utf8'));
const ajv = new Ajv2020({ allErrors: true, strict: true });

function judge(...args) {
  const run = spawnSync(process.env.JUDGE_BINARY, ['--db', process.env.JUDGE_DB, ...args], { encoding: 'utf8' });
  return { status: run.status, json: JSON.parse(run.stdout) };
}

test('every judge search --json answer matches docs/json/search.schema.json', () => {
  const valid = ajv.compile(schema('search.schema.json'));
  const queries = [['貫通'], ['タップ'], ['shield', 'trigger'], ['IW-R-PIERCE'], ['xylophone'], ['カード', '--game', 'dm', '--kind', 'ruling'],
                   ['ひかりのまもりて', '--kind', 'card']];
  for (const query of queries) {
    const { status, json } = judge('search', ...query, '--json');
    assert.equal(status, 0, query.join(' '));
    assert.ok(valid(json), `${query.join(' ')}: ${ajv.errorsText(valid.errors)}`);
    assert.ok(json.total >= json.results.length);
  }
  const widened = judge('search', 'タップ', '--json').json;
  assert.ok(widened.expanded_to.some((e) => e.names.includes('パーン')));
  assert.ok(judge('search', 'xylophone', '--json').json.total === 0);
});

test('every judge show --json answer matches docs/json/show.schema.json, an unknown ID too', () => {
  const valid = ajv.compile(schema('show.schema.json'));
  for (const id of ['IW-R-PIERCE', 'IW-J-ATTACHED-CARD-TRASHED', 'DM-A-LEAVING-ENDS-EFFECTS', 'IW-T-GEUDA', 'DM-C-LIGHT-GUARDIAN',
                    '勝利の刃', 'GCB-J-LAST-EMPEROR-BEATS-SPEED-SUMMON']) {
    const { status, json } = judge('show', id, '--json');
    assert.equal(status, 0, id);
    assert.ok(valid(json), `${id}: ${ajv.errorsText(valid.errors)}`);
  }
  const card = judge('show', 'ひかりのまもりて', '--json').json;
  assert.equal(card.id, 'DM-C-LIGHT-GUARDIAN');
  assert.equal(card.kind, 'card');
  assert.equal(card.text, 'ブロッカー');
  const missing = judge('show', 'IW-R-NOPE', '--json');
  assert.equal(missing.status, 1);
  assert.ok(valid(missing.json), ajv.errorsText(valid.errors));
  assert.deepEqual(missing.json, { error: 'no entry with this ID', id: 'IW-R-NOPE' });
});
