#!/bin/sh
# `cmake --install` into a fresh prefix gives a judge that works from any folder with a clean
# environment: it finds its own database, prints its version, has its man page, its completion
# scripts and its schemas. Called by CTest with the build folder and the expected version.
set -eu
build=$1
version=$2
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" >/dev/null

cd /
run() { env -i PATH=/usr/bin:/bin "$prefix/bin/judge" "$@"; }
fail() { echo "install test: $*" >&2; exit 1; }

run --version | head -1 | grep -qx "judge $version" || fail "--version does not say judge $version"
[ -s "$prefix/share/judge/judge.db" ] || fail "no database at share/judge/judge.db"
run search 貫通 --limit 1 | grep -q '^IW-T-PIERCE ' || fail "the installed judge does not find 貫通 in its own database"
run show IW-R-PIERCE | grep -q '貫通' || fail "show IW-R-PIERCE"
run verify --check-traces "$prefix/share/judge/scenarios" | tail -1 | grep -q ' 0 failed, 0 needs-decision, 0 errors$' ||
  fail "the installed scenarios do not all pass with their golden traces"
for game in iw gcb dm; do
  grep -q '<xs:schema' "$prefix/share/judge/schemas/$game.xsd" || fail "no schema for $game"
done

# The man page names every command and the installed version.
man=$prefix/share/man/man1/judge.1
[ -s "$man" ] || fail "no man page"
grep -q "judge $version" "$man" || fail "the man page does not carry version $version"
for command in "db build" search show verify "scenario new" "export html" completion; do
  grep -q "judge $command" "$man" || fail "the man page leaves out 'judge $command'"
done

# The bash completion completes commands, subcommands and an option's values.
completion=$prefix/share/bash-completion/completions/judge
[ -s "$prefix/share/zsh/vendor-completions/_judge" ] || fail "no zsh completion"
complete_words() {
  bash -c '. "$0"; COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _judge; echo "${COMPREPLY[*]}"' "$completion" "$@"
}
[ "$(complete_words judge ver)" = verify ] || fail "completion of 'judge ver'"
[ "$(complete_words judge db b)" = build ] || fail "completion of 'judge db b'"
[ "$(complete_words judge search --game '')" = "iw gcb dm" ] || fail "completion of 'judge search --game'"
# The template points at the installed copy of the format's page, which is there.
format=$(run scenario new --game dm | grep -o '[^ ]*scenario-format\.md' | head -1)
[ "$format" = "$prefix/share/doc/judge/scenario-format.md" ] && [ -s "$format" ] ||
  fail "the installed template points at '$format', not at the installed share/doc/judge/scenario-format.md"
format_ja=$(run --lang ja scenario new --game dm | grep -o '[^ ]*scenario-format\.md' | head -1)
[ "$format_ja" = "$prefix/share/doc/judge/ja/scenario-format.md" ] && [ -s "$format_ja" ] ||
  fail "the installed Japanese template points at '$format_ja', not at the installed share/doc/judge/ja/scenario-format.md"
[ -s "$prefix/share/doc/judge/README.ja.md" ] || fail "no README.ja.md in share/doc/judge"
# An entry's place is a file the installed judge has.
place=$(run show GCB-R-BLOCK | sed -n 's/^Defined at: \(.*\):[0-9]*$/\1/p')
[ -s "$place" ] || fail "show prints 'Defined at: $place', which is no file"
echo "installed into a temporary prefix: judge $version with its database, man page, completion and schemas"
