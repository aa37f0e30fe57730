// The verification run and expectation checks: one line of play, or (verifier_explore.cpp) every
// line of the decisions a scenario leaves open.
#include "judge/core/verifier.hpp"

#include <algorithm>
#include <string_view>
#include <utility>

#include "judge/core/core_messages.hpp"
#include "judge/core/verifier_explore.hpp"
#include "judge/core/verifier_line.hpp"
#include "messages/language.hpp"
#include "rulesdb/diagnostic.hpp"

namespace judge {

namespace {

std::string where(const Scenario& s, SourcePos pos) {
    return s.file + ":" + std::to_string(pos.line) + ":" + std::to_string(pos.column);
}

// An attribute's value, or empty. An expectation has a handful of attributes: a walk over them
// compares names without making a key string for each lookup.
const std::string& attr(const Expectation& e, std::string_view name) {
    static const std::string kNone;
    for (const auto& [key, value] : e.attributes)
        if (key == name) return value;
    return kNone;
}

// The failure when `actual` is not `expected`; `what` (called only then) names what was read.
// Both are taken as views: most values read are literals ("up", "none") or short numbers, which
// then become no string unless the check fails.
template <typename What>
std::optional<std::string> mismatched(std::string_view expected, std::string_view actual, What what) {
    if (expected == actual) return std::nullopt;
    return msg::say(say::kMismatch, {{"what", what()}, {"expected", expected}, {"actual", actual}});
}

// A scenario word in a failure as the reader's language names it: in Japanese the game's label
// (墓地, not graveyard; なし, not none), so that the line reads as Japanese (its file:line:col
// shows what was written); in English the word itself.
std::string reader_word(const Ruleset& ruleset, WordKind kind, std::string_view word) {
    if (msg::language() != msg::Lang::ja) return std::string(word);
    if (word == "none"sv) return msg::say(say::kStateNone);
    const auto label = ruleset.label(kind, word);
    return label ? label->ja : std::string(word);
}

// The same for a failure's plain value (a card id, a number, `none`).
std::string reader_value(std::string_view word) {
    return msg::language() == msg::Lang::ja && word == "none"sv ? msg::say(say::kStateNone) : std::string(word);
}

// A mismatch of two scenario words, each said as the reader's language names it (`word`, called,
// like `what`, only when they differ).
template <typename What, typename Word>
std::optional<std::string> mismatched_words(std::string_view expected, std::string_view actual, What what, Word word) {
    if (expected == actual) return std::nullopt;
    return msg::say(say::kMismatch, {{"what", what()}, {"expected", word(expected)}, {"actual", word(actual)}});
}

// Checks one expectation; returns a failure message or nothing. Most expectations hold: nothing
// is rendered for one that does.
std::optional<std::string> check(const Expectation& e, const GameState& state, const Ruleset& ruleset) {
    if (e.what == "card"sv) {
        const auto& id = attr(e, "id");
        const auto& card = state.card(id);
        const auto location = state.place(id);
        for (const auto& attribute : e.attributes) {
            // Named references, not a structured binding: the lambdas below capture them.
            const auto& name = attribute.first;
            const auto& expected = attribute.second;
            std::optional<std::string> problem;
            if (name == "id"sv) continue;
            if (name == "zone"sv)
                problem = mismatched_words(expected, location ? std::string_view(*location.zone) : "none"sv,
                                           [&] { return msg::text(say::kCardZone, {{"id", id}}); },
                                           [&](std::string_view w) { return reader_word(ruleset, WordKind::zone, w); });
            else if (name == "player"sv)
                problem = mismatched_words(expected, location ? std::string_view(*location.owner) : "none"sv,
                                           [&] { return msg::text(say::kCardZoneOwner, {{"id", id}}); }, reader_value);
            else if (name == "face"sv) {
                auto word = [](std::string_view w) { return w == "down"sv ? msg::say(say::kStateFaceDown) : w == "up"sv ? msg::say(say::kStateFaceUp) : std::string(w); };
                problem = mismatched_words(expected, card.face_down ? "down" : "up", [&] { return msg::text(say::kCardFace, {{"id", id}}); }, word);
            } else if (name == "tapped"sv) {
                // The game's own word for the state (パーン, タップ) where it has one.
                auto word = [&](std::string_view w) {
                    if (w != "true"sv && w != "false"sv) return std::string(w);
                    if (msg::language() == msg::Lang::ja)
                        if (auto label = ruleset.label(WordKind::status, w == "true"sv ? "tapped" : "untapped")) return label->ja;
                    return msg::say(w == "true"sv ? say::kStateTapped : say::kStateUntapped);
                };
                problem = mismatched_words(expected, card.tapped ? "true" : "false", [&] { return msg::text(say::kCardTapped, {{"id", id}}); }, word);
            }
            else if (name == "attached-to"sv)
                problem = mismatched_words(expected, card.attached_to.empty() ? "none"sv : std::string_view(card.attached_to),
                                           [&] { return msg::text(say::kCardAttachedTo, {{"id", id}}); }, reader_value);
            else if (name == "index"sv)
                problem = mismatched_words(expected, location ? std::to_string(location.index) : "none",
                                           [&] { return msg::text(say::kCardPosition, {{"id", id}}); }, reader_value);
            else {
                auto it = card.status.find(name);
                problem = mismatched_words(expected, it == card.status.end() ? "none"sv : std::string_view(it->second),
                                           [&] { return msg::text(say::kCardStatus, {{"id", id}, {"name", reader_word(ruleset, WordKind::status, name)}}); },
                                           [&](std::string_view w) { return reader_word(ruleset, WordKind::value, w); });
            }
            if (problem) return problem;
        }
        return std::nullopt;
    }
    if (e.what == "value"sv) {
        const auto &card = attr(e, "card"), &stat = attr(e, "stat");
        auto actual = ruleset.read_value(state, card, stat);
        return mismatched(attr(e, "equals"), std::to_string(actual),
                          [&] { return msg::text(say::kValueOf, {{"stat", reader_word(ruleset, WordKind::stat, stat)}, {"card", card}}); });
    }
    if (e.what == "count"sv) {
        const auto &player = attr(e, "player"), &zone = attr(e, "zone");
        auto actual = state.zone(player, zone).cards.size();
        return mismatched(attr(e, "equals"), std::to_string(actual),
                          [&] { return msg::text(say::kCountIn, {{"player", player}, {"zone", reader_word(ruleset, WordKind::zone, zone)}}); });
    }
    if (e.what == "winner"sv) {
        const auto actual = state.winner ? std::string_view(*state.winner) : "none"sv;
        return mismatched_words(attr(e, "none") == "true"sv ? "none"sv : std::string_view(attr(e, "player")), actual, [] { return msg::text(say::kWinner); },
                                reader_value);
    }
    if (e.what == "event"sv) {
        const auto &type = attr(e, "type"), &card = attr(e, "card"), &player = attr(e, "player");
        bool found = std::any_of(state.events.begin(), state.events.end(), [&](const Event& ev) {
            return ev.type == type && (card.empty() || ev.card == card) && (player.empty() || ev.player == player);
        });
        bool wanted = attr(e, "happened") != "false"sv;
        if (found == wanted) return std::nullopt;
        auto subject = card.empty() ? msg::Text::same(type) : msg::text(say::kEventOf, {{"type", type}, {"card", card}});
        return msg::say(wanted ? say::kEventHappen : say::kEventNotHappen, {{"subject", subject}});
    }
    if (e.what == "cited"sv) {
        const auto& id = attr(e, "id");
        bool found = std::any_of(state.trace.begin(), state.trace.end(), [&](const TraceStep& t) { return t.cite == id; });
        if (found) return std::nullopt;
        return msg::say(say::kNotCited, {{"id", id}});
    }
    return msg::say(say::kUnknownExpectationKind, {{"what", e.what}});
}

// A checkpoint reads the board as it stands between two moves. A step that waits for a player's
// answer (a play's response window, an attack's block) is settled only by the next move or the end
// of the actions, even when passing is the only legal answer: a failing checkpoint says so, and how
// to check the board after it.
template <typename Findings>
void explain_waiting_step(const Ruleset& ruleset, const GameState& state, Findings& findings, std::size_t first) {
    bool failed = false;
    for (auto i = first; i < findings.size(); ++i) failed = failed || findings[i].problem.has_value();
    if (!failed) return;
    const auto answers = ruleset.open_answers(state);
    if (answers.empty()) return;
    std::vector<std::string> labels;
    for (const auto& a : answers) labels.push_back(a.label);
    const auto hint = msg::say(say::kCheckpointBeforeWaitingStep, {{"player", answers.front().move.player}, {"answers", msg::join(labels)}});
    for (auto i = first; i < findings.size(); ++i)
        if (findings[i].problem) *findings[i].problem += hint;
}

// The IDs a scenario names must exist in the rules database.
std::optional<std::string> unknown_id(const Scenario& s, const KnownId& known) {
    for (const auto& r : s.rulings)
        if (!known(r)) return where(s, s.ruling_pos.at(r)) + ": " + msg::say(say::kUnknownRulingId, {{"id", r}});
    auto check_expectations = [&](const std::vector<Expectation>& list) -> std::optional<std::string> {
        for (const auto& e : list)
            if (e.what == "cited"sv && !known(attr(e, "id"))) return where(s, e.pos) + ": " + msg::say(say::kUnknownRuleId, {{"id", attr(e, "id")}});
        return std::nullopt;
    };
    for (const auto& a : s.actions) {
        if (!a.refused_because.empty() && !known(a.refused_because))
            return where(s, a.pos) + ": " + msg::say(say::kUnknownRuleId, {{"id", a.refused_because}});
        if (auto problem = check_expectations(a.checkpoint)) return problem;
    }
    return check_expectations(s.expectations);
}

}  // namespace

const char* verdict_name(Verdict v) {
    switch (v) {
        case Verdict::Pass: return "pass";
        case Verdict::Fail: return "fail";
        case Verdict::NeedsDecision: return "needs-decision";
        case Verdict::Error: return "error";
    }
    return "error";
}

namespace {

constexpr std::size_t kTraceRoom = 64;
// The events of a whole scenario, reserved like its trace (below): a bundled scenario records at
// most 18.
constexpr std::size_t kEventRoom = 24;

// The starting state from `scenario` with the setup's `players`: const ones are copied onto the
// board, others (the scenario's own, given up by the caller) moved.
template <typename Players>
GameState board_from(const Scenario& scenario, Players& players, const std::vector<std::string>& zone_names) {
    GameState state;
    // Room for a whole scenario's trace (the longest bundled one takes about 50 steps), rather
    // than every step from the first moving the ones before it as the trace grows.
    state.trace.reserve(kTraceRoom);
    state.events.reserve(kEventRoom);
    state.turn = scenario.turn;
    state.active = scenario.active;
    state.phase = scenario.phase;
    state.players.reserve(players.size());
    for (const auto& p : players) {
        Player player{p.id, p.name, {}};
        player.zones.reserve(zone_names.size());
        for (const auto& name : zone_names) player.zones.push_back({name, {}});
        state.players.push_back(std::move(player));
    }
    // The board's players stand in the setup's order, and their zones in zone_names' order, which
    // a card's zone place indexes (the scenario loader took it from the same ruleset's list). Each
    // zone's room is made once, for all the cards set up in it, before they are placed.
    const std::size_t zone_count = zone_names.size();
    std::vector<std::size_t> in_zone(players.size() * zone_count);
    std::size_t total = 0;
    for (std::size_t i = 0; i < players.size(); ++i) {
        total += players[i].cards.size();
        for (const auto& setup : players[i].cards)
            if (setup.zone != CardSetup::kBeneath) ++in_zone[i * zone_count + setup.zone];
    }
    for (std::size_t i = 0; i < players.size(); ++i)
        for (std::size_t z = 0; z < zone_count; ++z) state.players[i].zones[z].cards.reserve(in_zone[i * zone_count + z]);
    std::vector<CardTable::value_type> cards;
    cards.reserve(total);
    for (std::size_t i = 0; i < players.size(); ++i) {
        for (auto& setup : players[i].cards) {
            const CardId id = setup.card.id;
            cards.emplace_back(id, std::move(setup.card));
            if (setup.zone != CardSetup::kBeneath) state.players[i].zones[setup.zone].cards.push_back(id);
        }
    }
    state.cards = CardTable(std::move(cards));
    return state;
}

}  // namespace

GameState initial_state(const Scenario& scenario, const std::vector<std::string>& zone_names) {
    return board_from(scenario, scenario.players, zone_names);
}

namespace {

// The moves that answer a step left waiting when the moves ended, one per option and in its order;
// none when the ruleset's list is not the options asked (the page then shows them as text only).
std::vector<Answer> answers_for(const Ruleset& ruleset, const GameState& state, const std::vector<std::string>& options) {
    auto answers = ruleset.open_answers(state);
    if (answers.size() != options.size()) return {};
    for (std::size_t i = 0; i < options.size(); ++i)
        if (answers[i].label != options[i]) return {};
    return answers;
}

// An answer <any-answer> or the end of the moves leaves open: the ruleset's legal answers of the
// waiting player, one taken (the only one, or the explored line's), and played as a move.
void give_answer(const Ruleset& ruleset, line::Line& l, const std::vector<Answer>& answers, const std::string& prompt, SourcePos pos) {
    std::vector<std::string> labels;
    labels.reserve(answers.size());
    for (const auto& a : answers) labels.push_back(a.label);
    auto move = answers[l.decisions.choose_answer(answers.front().move.player, prompt, labels)].move;
    move.pos = pos;
    if (auto refused = ruleset.perform(l.state, move, l.decisions)) throw std::move(*refused);
}

// Plays one move; the rules' refusal, if they refuse it, returned or thrown. The catch sits in a
// function of its own: a thrown refusal unwinds to the nearest handler, and the unwinder reads
// through the exception table of every function on the way, of which the whole play loop's is by
// far the longest.
[[gnu::noinline]] std::optional<Refused> refusal_of(const Ruleset& ruleset, GameState& state, const Action& action, Decisions& decisions) {
    try {
        return ruleset.perform(state, action, decisions);
    } catch (const Refused& refusal) {
        return refusal;
    }
}

// After the moves: what is still open resolves. Exploring, a step that waits for an answer by a
// move takes each legal answer in a line of its own, until nothing waits; `answering` is told of
// each such step before its answer is taken.
template <typename Answering>
void finish(const Ruleset& ruleset, line::Line& l, Answering answering) {
    for (;;) {
        try {
            ruleset.finish(l.state, l.decisions);
            return;
        } catch (NeedsDecision& needed) {
            if (!needed.by_action || !l.decisions.exploring()) {
                needed.after_moves = true;
                throw;
            }
            auto answers = ruleset.open_answers(l.state);
            if (answers.empty()) throw;
            answering(answers, needed.prompt, SourcePos{});
            give_answer(ruleset, l, answers, needed.prompt, {});
        }
    }
}

}  // namespace

namespace line {

std::string where(const Scenario& s, SourcePos pos) { return judge::where(s, pos); }

std::string written(const Expectation& e) {
    std::string out = "<" + e.what;
    for (const auto& [name, value] : e.attributes) out += " " + name + "=\"" + value + "\"";
    return out + "/>";
}

std::vector<GroupFinding> group_findings(const std::vector<Finding>& findings) {
    std::vector<GroupFinding> out;
    std::size_t current = 0;
    for (const auto& f : findings) {
        if (!f.expectation || f.expectation->branches == Branches::All) continue;
        if (out.empty() || f.expectation->group != current) {
            out.emplace_back();
            current = f.expectation->group;
        }
        auto& g = out.back();
        g.members.push_back(f.expectation);
        if (f.problem && g.held) {
            g.held = false;
            g.first_problem = *f.problem;
        }
    }
    return out;
}

std::string written(const GroupFinding& g) {
    std::string out;
    for (const auto* e : g.members) out += (out.empty() ? "" : msg::say(say::kWrittenAnd)) + written(*e);
    return out;
}

void play(const Scenario& s, const Ruleset& ruleset, Line& l, const Resume* resumed, ResumePoints* points) {
    auto& state = l.state;
    auto fail = [&](SourcePos pos, std::string problem) {
        l.findings.push_back({nullptr, pos, std::move(problem)});
        l.end = Verdict::Fail;
    };
    const std::size_t from = resumed ? resumed->action : 0;
    const bool answering = resumed && !resumed->answers.empty();  // resumed inside move `from` or the end
    // A point later lines may resume from: before move `next` (the number of moves: the end), or
    // inside it where an answer is taken next. The point a line itself resumed from is there already.
    auto mark = [&](std::size_t next, const std::vector<Answer>* answers = nullptr, const std::string& prompt = {}, SourcePos pos = {}) {
        if (!points || (!answers && !answering && next == from)) return;
        const auto taken = l.decisions.taken().size();
        if (taken >= points->record_below) return;
        auto& by_taken = points->by_taken;
        if (by_taken.size() <= taken) by_taken.resize(taken + 1);
        // Assigned over the point it replaces, when there is one: that keeps the room of its
        // board's vectors, maps and strings instead of freeing them and making a new board.
        auto& point = by_taken[taken];
        if (!point) point.emplace();
        point->action = next;
        point->state = state;
        point->decisions = l.decisions;
        point->findings = l.findings;
        if (answers) point->answers = *answers;
        else point->answers.clear();
        point->prompt = prompt;
        point->pos = pos;
    };
    // The action being played, for an error that names where it happened (after the moves: the last).
    SourcePos at = answering && from < s.actions.size() ? s.actions[from].pos : from > 0 ? s.actions[from - 1].pos : SourcePos{};
    try {
        if (answering) give_answer(ruleset, l, resumed->answers, resumed->prompt, resumed->pos);
        for (auto next = answering && from < s.actions.size() ? from + 1 : from; next < s.actions.size(); ++next) {
            const auto& action = s.actions[next];
            mark(next);
            at = action.pos;
            if (action.kind == "expect"sv) {
                const auto first = l.findings.size();
                for (const auto& e : action.checkpoint) l.findings.push_back({&e, e.pos, check(e, state, ruleset)});
                explain_waiting_step(ruleset, state, l.findings, first);
                continue;
            }
            if (action.kind == kAnyAnswer) {
                auto answers = ruleset.open_answers(state);
                if (answers.empty() || answers.front().move.player != action.player) {
                    fail(action.pos, msg::say(say::kExpectedWaiting,
                                              {{"kind", action.kind},
                                               {"player", action.player},
                                               {"got", answers.empty() ? msg::text(say::kNoneWaiting)
                                                                       : msg::text(say::kOneWaitingFor, {{"player", answers.front().move.player}})}}));
                    return;
                }
                const auto prompt = msg::say(say::kStepWaits, {{"player", action.player}, {"kind", action.kind}});
                mark(next, &answers, prompt, action.pos);
                give_answer(ruleset, l, answers, prompt, action.pos);
                continue;
            }
            auto refusal = refusal_of(ruleset, state, action, l.decisions);
            if (!refusal) {
                if (action.expect_refused) {
                    fail(action.pos, action.refused_because.empty()
                                         ? msg::say(say::kExpectedRefused, {{"kind", action.kind}})
                                         : msg::say(say::kExpectedRefusedBy, {{"kind", action.kind}, {"rule", action.refused_because}}));
                    return;
                }
                continue;
            }
            state.note(refusal->rule, say::kRefusedStep, {{"reason", refusal->reason}});
            if (!action.expect_refused) {
                fail(action.pos,
                     msg::say(say::kExpectedAllowed, {{"kind", action.kind}, {"rule", refusal->rule}, {"reason", refusal->reason}}));
                return;
            }
            if (action.refused_because.empty()) l.unnamed_refusals.push_back({action.pos, refusal->rule});
            if (!action.refused_because.empty() && action.refused_because != refusal->rule)
                l.findings.push_back({nullptr, action.pos,
                                      msg::say(say::kExpectedRefusalBy, {{"kind", action.kind}, {"want", action.refused_because}, {"rule", refusal->rule}})});
        }
        if (!answering || from < s.actions.size()) mark(s.actions.size());
        finish(ruleset, l, [&](const std::vector<Answer>& answers, const std::string& prompt, SourcePos pos) { mark(s.actions.size(), &answers, prompt, pos); });
    } catch (const NeedsDecision& needed) {
        l.decision = PendingDecision{needed.player, needed.kind, needed.prompt, needed.options, needed.by_action,
                                     needed.fewest, needed.most, needed.ordered};
        if (needed.by_action && needed.after_moves) l.decision->answers = answers_for(ruleset, l.state, needed.options);
        l.end = Verdict::NeedsDecision;
        return;
    } catch (const IllegalChoice& illegal) {
        fail(illegal.pos, illegal.what());
        return;
    } catch (const JudgeStopped& stopped) {
        l.error = (at.line ? where(s, at) : s.file) + ": " + msg::say(say::kJudgeStopped, {{"reason", stopped.what()}});
        l.end = Verdict::Error;
        return;
    } catch (const std::exception& broken) {
        // The loader checks the words it knows; a value only the ruleset reads (an operation's
        // argument or an action's index that is no number, say) can still reach it. That is this
        // scenario's error, and the other scenarios of the run go on.
        l.error = (at.line ? where(s, at) : s.file) + ": " + msg::say(say::kCannotBePlayed, {{"reason", broken.what()}});
        l.end = Verdict::Error;
        return;
    }
    for (const auto& e : s.expectations) l.findings.push_back({&e, e.pos, check(e, state, ruleset)});
}

}  // namespace line

namespace {

// A scenario played as one line: every finding that fails is a failure, in the order met.
VerifyResult one_line(const LoadedScenario& loaded, GameState start, VerifyResult result, const VerifyOptions& options) {
    const auto& s = loaded.scenario;
    line::Line l{std::move(start), Decisions(s.decisions), {}, Verdict::Pass, {}, {}, {}};
    if (options.keep_boards) result.initial = l.state;
    line::play(s, *loaded.ruleset, l);
    // Played as one line, "some" asks that the <expect> hold in it and "none" that it not.
    for (const auto& f : l.findings)
        if (f.problem && (!f.expectation || f.expectation->branches == Branches::All)) result.failures.push_back(where(s, f.pos) + ": " + *f.problem);
    for (const auto& g : line::group_findings(l.findings)) {
        const auto at = where(s, g.members.front()->pos) + ": ";
        const auto members = line::written(g);
        if (g.members.front()->branches == Branches::Some && !g.held)
            result.failures.push_back(at + msg::say(say::kSomeNotHeld, {{"members", members}, {"problem", g.first_problem}}));
        if (g.members.front()->branches == Branches::None && g.held)
            result.failures.push_back(at + msg::say(g.members.size() == 1 ? say::kNoneHeldOne : say::kNoneHeldAll, {{"members", members}}));
    }
    for (const auto& [pos, rule] : l.unnamed_refusals)
        result.notes.push_back(where(s, pos) + ": " + msg::say(say::kRefusedByUnnamed, {{"rule", rule}}));
    if (l.end == Verdict::Pass)
        for (const auto& d : l.decisions.unused())
            result.failures.push_back(where(s, d.pos) + ": " +
                                      msg::say(say::kUnusedDecision, {{"kind", d.kind}, {"player", d.player}, {"choice", d.choice}}));
    result.verdict = l.end == Verdict::Error || l.end == Verdict::NeedsDecision ? l.end
                     : result.failures.empty()                                 ? Verdict::Pass
                                                                               : Verdict::Fail;
    result.error = std::move(l.error);
    result.decision = std::move(l.decision);
    // The state is not played on after this: its trace and board move into the result.
    result.trace = std::move(l.state.trace);
    if (options.keep_boards) result.final_state = std::move(l.state);
    return result;
}

// `own_players` is the scenario's setup when the caller gives it up (its cards move onto the
// board), or null (they are copied).
VerifyResult play(const LoadedScenario& loaded, std::vector<PlayerSetup>* own_players, const KnownId& known, const VerifyOptions& options) {
    const auto& s = loaded.scenario;
    const auto& ruleset = *loaded.ruleset;
    VerifyResult result;
    result.file = s.file;
    result.id = s.id;
    result.game = s.game;
    result.title = s.title_ja;
    result.rulings = s.rulings;
    result.question = s.is_question();
    if (auto problem = unknown_id(s, known)) {
        result.verdict = Verdict::Error;
        result.error = *problem;
        return result;
    }

    auto state = own_players ? board_from(s, *own_players, ruleset.zone_names()) : initial_state(s, ruleset.zone_names());
    state.max_steps = options.max_steps;
    state.note_text = options.note_text;
    try {
        ruleset.after_setup(state);
    } catch (const std::exception& broken) {
        const bool stopped = dynamic_cast<const JudgeStopped*>(&broken) != nullptr;
        result.verdict = Verdict::Error;
        result.error = s.file + ": " + msg::say(stopped ? say::kJudgeStopped : say::kCannotBePlayed, {{"reason", broken.what()}});
        result.trace = std::move(state.trace);
        return result;
    }
    if (options.explore || s.explore) return explore(loaded, std::move(state), std::move(result), options);
    return one_line(loaded, std::move(state), std::move(result), options);
}

}  // namespace

VerifyResult verify(const LoadedScenario& loaded, const KnownId& known, const VerifyOptions& options) {
    return play(loaded, nullptr, known, options);
}

std::optional<GameState> board_after_moves(const LoadedScenario& loaded) {
    const auto& s = loaded.scenario;
    auto state = initial_state(s, loaded.ruleset->zone_names());
    try {
        loaded.ruleset->after_setup(state);
    } catch (const std::exception&) {
        return std::nullopt;
    }
    if (s.actions.empty()) return state;
    // Played as the plain run plays it, recording where later lines could resume: the last point
    // recorded is the one before the end, the moves all played, when the line got that far.
    line::Line l{std::move(state), Decisions(s.decisions), {}, Verdict::Pass, {}, {}, {}};
    line::ResumePoints points;
    try {
        line::play(s, *loaded.ruleset, l, nullptr, &points);
    } catch (const std::exception&) {
        return std::nullopt;  // a scenario that cannot be played (verify says why)
    }
    if (points.by_taken.empty() || !points.by_taken.front()) return std::nullopt;
    auto& end = *points.by_taken.front();
    if (end.action != s.actions.size() || !end.answers.empty()) return std::nullopt;
    for (const auto& f : end.findings)
        if (f.problem && !f.expectation) return std::nullopt;  // a move refused or allowed against the file
    return std::move(end.state);
}

VerifyResult verify(LoadedScenario&& loaded, const KnownId& known, const VerifyOptions& options) {
    return play(loaded, &loaded.scenario.players, known, options);
}

}  // namespace judge
