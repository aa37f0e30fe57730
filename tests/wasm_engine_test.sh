#!/bin/sh
# The WebAssembly engine against the native one (tests/wasm_engine_test.js), for CTest: skipped
# (exit 77) when there is no WebAssembly build, which only a machine with emscripten makes.
#   wasm_engine_test.sh JUDGE DB WASM_DIR SOURCE_DIR NODE
set -eu
judge=$1 db=$2 wasm=$3 source=$4 node=$5
if [ ! -f "$wasm/judge.js" ]; then
  echo "skipped: no WebAssembly build in $wasm; scripts/wasm makes it when emscripten is installed (README: WebAssembly)"
  exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The known IDs, as a page would hand them to the engine: every entry of the bundled database.
python3 -c 'import sqlite3, sys
for (i,) in sqlite3.connect(sys.argv[1]).execute("SELECT id FROM entries"): print(i)' "$db" >"$work/ids"
cd "$source"
for lang in en ja; do
  NO_COLOR=1 "$judge" --db "$db" --lang $lang verify --trace scenarios/ >"$work/native.$lang"
done
"$node" "$source/tests/wasm_engine_test.js" "$wasm" "$source" "$work/ids" "$work/native.en" "$work/native.ja"
