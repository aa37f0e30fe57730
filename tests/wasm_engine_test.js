// Runs every bundled scenario through the WebAssembly engine (judge.js, the wasm inlined) in node and
// compares, byte for byte, its reports with the native `judge verify --trace` output in English
// and Japanese, and its golden traces with each scenario's .trace and .ja.trace files.
//   node wasm_engine_test.js WASM_DIR SOURCE_DIR IDS_FILE NATIVE_EN NATIVE_JA
'use strict';
const fs = require('fs');
const path = require('path');

const [wasmDir, sourceDir, idsFile, nativeEn, nativeJa] = process.argv.slice(2);

// The order `judge verify FOLDER` runs files in: paths compared with '/' below any other character.
function scenarioFiles(dir, relative = '') {
  const out = [];
  for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
    const name = relative ? relative + '/' + entry.name : entry.name;
    if (entry.isDirectory()) out.push(...scenarioFiles(dir, name));
    else if (entry.name.endsWith('.xml') && entry.name !== 'cards.xml') out.push(name);
  }
  return out;
}
const pathOrder = (a, b) => {
  const key = (s) => s.replace(/\//g, '\u0000');
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
};

// Where two texts first differ, as a line of each.
function firstDifference(expected, got) {
  const e = expected.split('\n'), g = got.split('\n');
  for (let i = 0; i < Math.max(e.length, g.length); ++i)
    if (e[i] !== g[i]) return `line ${i + 1}:\n  native: ${JSON.stringify(e[i])}\n  wasm:   ${JSON.stringify(g[i])}`;
  return 'identical';
}

async function main() {
  const createJudge = require(path.resolve(wasmDir, 'judge.js'));
  // The wasm is inlined in judge.js (SINGLE_FILE): loaded as a page opened from file:// loads it.
  const judge = await createJudge();
  const call = (name, ...texts) => {
    const pointers = texts.map((t) => {
      const size = judge.lengthBytesUTF8(t) + 1;
      const p = judge._malloc(size);
      judge.stringToUTF8(t, p, size);
      return p;
    });
    const result = judge['_' + name](...pointers);
    pointers.forEach((p) => judge._free(p));
    return result;
  };
  call('judge_set_known_ids', fs.readFileSync(idsFile, 'utf8'));

  const files = scenarioFiles(sourceDir, 'scenarios').sort(pathOrder);
  let failures = 0;
  const fail = (message) => {
    ++failures;
    if (failures <= 10) console.error(message);
  };
  const started = process.hrtime.bigint();
  for (const [lang, nativeFile] of [['en', nativeEn], ['ja', nativeJa]]) {
    let report = '';
    for (const file of files) {
      const xml = fs.readFileSync(path.join(sourceDir, file), 'utf8');
      const answer = JSON.parse(judge.UTF8ToString(call('judge_verify_json', xml, JSON.stringify({ file, lang }))));
      report += answer.text;
      if (answer.verdict !== 'pass') fail(`${file}: wasm verdict ${answer.verdict}: ${answer.errors}${answer.result.failures.join('\n')}`);
      if (lang === 'en') {
        for (const [which, suffix] of [['en', '.trace'], ['ja', '.ja.trace']]) {
          const golden = fs.readFileSync(path.join(sourceDir, file.replace(/\.xml$/, suffix)), 'utf8');
          if (answer.golden[which] !== golden)
            fail(`${file}: the wasm trace departs from its golden ${suffix} file at ${firstDifference(golden, answer.golden[which])}`);
        }
      }
    }
    // The native run ends with its summary line, which no single report holds.
    const native = fs.readFileSync(nativeFile, 'utf8');
    const withoutSummary = native.slice(0, native.lastIndexOf('\n', native.length - 2) + 1);
    if (report !== withoutSummary) fail(`the wasm reports (${lang}) depart from judge verify --trace at ${firstDifference(withoutSummary, report)}`);
  }
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (failures) {
    console.error(`${failures} differences between the wasm and native engines`);
    process.exit(1);
  }
  console.log(`${files.length} scenarios, en and ja: the wasm engine's verdicts, reports and traces match the native engine (${ms.toFixed(0)} ms)`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
