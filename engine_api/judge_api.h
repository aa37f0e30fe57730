/* The judge engine as a small C API, for embedding where there is no file system and no database:
   the WebAssembly build (judge.js/judge.wasm, docs/wasm.md) and any other host. A scenario comes in
   as XML text, the bundled card libraries are compiled in, and the result goes out as one JSON
   document written by the same code as `judge verify` (report/). Single-threaded: one call at a time. */
#ifndef JUDGE_API_H
#define JUDGE_API_H

#ifdef __cplusplus
extern "C" {
#endif

/* Verifies the scenario `scenario_xml` (UTF-8 XML text). `options_json` is a JSON object, or NULL or
   "" for the defaults; every member is optional:
     "file":         the name the scenario goes by in messages and the report (default "scenario.xml")
     "lang":         "en" or "ja", the language of the report, trace and boards (default "en")
     "page":         the site-relative page ("iw/IW-J-X.html") that "html" is shown on, which its ID
                     links are relative to (default: the site's root)
     "max_steps":    the step budget, as `judge verify --max-steps` (default the CLI's)
     "explore":      true plays every line of the open decisions, as `judge verify --explore`
     "max_branches": as `judge verify --max-branches`
   Returns a JSON object (UTF-8, NUL-terminated) that stays valid until the next call:
     "verdict"   "pass", "fail", "needs-decision" or "error"
     "result"    the scenario's object exactly as `judge verify --json` writes it
     "text"      the report exactly as `judge verify --trace` prints it to stdout; "errors" its stderr
     "locations" each failure or error with a position in the scenario: {"line", "column", "message"}
     "golden"    {"en", "ja"}: the trace as the scenario's golden .trace / .ja.trace files hold it
     "boards"    {"before", "after"}: each board as text (null when there is none), and "html": the
                 boards block with its SVG diagrams, as the exported site's pages draw it
     "final"     when the scenario ran to its end: {"winner": a player or null, "cards": [{"id",
                 "player", "zone", "tapped", "changed": [{"stat", "value", "printed"}]}]}, each card
                 where the rules left it and the values an effect changed (a page offers them as
                 expectations) */
const char* judge_verify_json(const char* scenario_xml, const char* options_json);

/* The moves that could be added at the end of the scenario's <actions>: the legal moves on the board
   after its moves (judge/core/legal_moves.hpp), each tried on a copy of the board, so that a page
   offers only moves the rules carry out. `options_json` as for judge_verify_json ("file", "lang").
   Returns a JSON object that stays valid until the next call:
     "moves"    each {"label", "player", "xml"}: the move's element, to add as the last child of <actions>
     "problem"  why no moves are listed (the file does not load, or its moves stop before their end:
                run it for the reason), or absent */
const char* judge_legal_moves_json(const char* scenario_xml, const char* options_json);

/* What a board of `game` ("iw", "gcb", "dm") is built from, for a board editor: the scenario words
   with their labels in `lang` ("en" or "ja"). Returns a JSON object that stays valid until the next call:
     "zones", "card_types", "stats", "phases"  each [{"word", "label"}], in the ruleset's order
     "keywords"   every keyword name the game takes
     "cards_tap"  whether its cards are ever tapped
     "statuses"   the game's own card state: [{"name", "label", "type", "words"?: [{"word", "label"}]}]
     "library"    the bundled library's cards: [{"name", "reading", "type"}]
     "abilities"  the ability language the loader checks an <ability> against: "kinds",
                  "triggered_kinds", "condition_kinds", "triggers", "conditions", "durations",
                  "common_arguments", "kind_arguments" {kind: [...]}, and "operations": each
                  {"name", "label", "kinds", "takes_trigger", "duration_kinds", "arguments": [{"name",
                  "type", "required", "words"?, "min"?, "max"?}], "targets": [{"kinds", "words",
                  "card_id", "required"}]}
     "problem"    instead of the rest, for a game the engine has no ruleset for */
const char* judge_board_vocabulary_json(const char* game, const char* lang);

/* A card's printed text (`text`, lines separated by \n) of type `type` ("creature" when empty) read
   into abilities with the game's grammar (docs/card-text.md):
   {"reads_card_text": true, "status": "compiled" | "partly" | "not-compiled", "keywords": [...],
    "sentences": [{"text", "understood", "unread", "after", "abilities": ["<ability …/>", …]}]};
   {"reads_card_text": false} for a game whose text the judge does not read. A sentence not
   understood has no abilities: nothing of it is played. */
const char* judge_compile_card_text_json(const char* game, const char* type, const char* text);

/* The IDs of the rules database that scenarios may cite (rulings, `because`, <cited>), one per line,
   each optionally followed by a tab and the site-relative address of its entry ("iw/IW-R-1.html#IW-R-1-2"),
   which the "html" result links the ID to (an ID without one is shown unlinked, as the site does).
   Until this is called (and after it is called with NULL) every ID is taken as known, and each result
   says so ("ids_checked": false). */
void judge_set_known_ids(const char* ids);

#ifdef __cplusplus
}
#endif

#endif
