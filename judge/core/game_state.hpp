// The game state as a plain value: players with ordered zones, card objects, modifiers,
// permissions, events, the stack and the trace. Copying it copies the whole game, so a caller
// can explore each branch of a decision on its own copy. Nothing in it is random: deck order is
// whatever the scenario says.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "judge/core/card.hpp"
#include "judge/core/card_table.hpp"
#include "judge/core/modifiers.hpp"
#include "judge/core/trace.hpp"

namespace judge {

struct Zone {
    std::string name;
    std::vector<CardId> cards;  // index 0 is the top / front / leftmost, as the game defines
};

struct Player {
    PlayerId id;
    std::string name;
    std::vector<Zone> zones;  // in the order the ruleset lists them
};

// Something that happened: what expectations of the form "an event happened" look at.
struct Event {
    std::string type;  // "destroyed", "barrier-broken", "entered", "attack-declared", …
    CardId card;
    PlayerId player;
    std::string detail;
};

// A card or ability waiting on the stack (or in a response window) to resolve.
struct StackItem {
    CardId card;
    PlayerId controller;
    int ability_index = -1;  // -1: the card's play itself
    CardId responds_to;      // the stack item's card it answers, if any
    bool nullified = false;
    std::map<std::string, std::string> context;  // chosen targets and the like
};

// A triggered ability waiting for the current resolution to finish.
struct PendingTrigger {
    CardId card;
    PlayerId controller;
    int ability_index = 0;
    std::string cause;
};

// The step budget (docs/scenario-format.md): every trace note and every recorded event is one
// step, and one scenario may take this many. The longest bundled scenario takes about 50 notes;
// a loop the repeat detector cannot see (one that changes the board each time round) reaches the
// budget in a fraction of a second and a few megabytes. `judge verify --max-steps N` changes it.
inline constexpr std::size_t kDefaultMaxSteps = 10000;
// The largest budget `verify --max-steps` takes. A step's cost grows with the board, so a board that
// grows every step makes a run grow with the square of the budget: at 40,000 that stays under a
// second (docs/scenario-format.md, "The step budget").
inline constexpr std::size_t kMostMaxSteps = 40000;

// How deep one effect may resolve inside another (a spell that casts a spell that …) before the
// judge takes it for a recursion without end and stops, long before the machine's stack would.
inline constexpr int kMaxNesting = 64;

// The judge stopped a scenario that would not end (the step budget ran out, a state repeated, or
// effects nested without end). The verifier reports it as an ERROR at the action being played;
// the other scenarios of the run go on.
struct JudgeStopped : std::runtime_error {
    using std::runtime_error::runtime_error;
};

class GameState {
public:
    // Board.
    std::vector<Player> players;
    CardTable cards;
    int turn = 1;
    PlayerId active;
    std::string phase;

    // Continuous things.
    std::vector<Modifier> modifiers;
    std::vector<Permission> permissions;
    int next_timestamp = 1;

    // Per-turn and per-game counters kept by rulesets ("normal-summons:A" → 1). Both are found by
    // a literal key without making a string of it.
    std::map<std::string, int, std::less<>> counters;
    std::map<std::string, std::string, std::less<>> flags;

    std::vector<StackItem> stack;
    std::vector<PendingTrigger> waiting;
    std::vector<Event> events;
    Trace trace;

    std::optional<PlayerId> winner;
    msg::Text win_reason;  // why the winner won, in both languages (boards and diagrams show it)

    // Lookup. Throw std::out_of_range for unknown ids: a ruleset bug, never user input
    // (the scenario loader checks every id it reads).
    // Names are taken as views: a ruleset mostly names a zone by a literal ("battle"), which then
    // becomes no string.
    Player& player(std::string_view id);
    const Player& player(std::string_view id) const;
    const PlayerId& opponent_of(std::string_view id) const;
    // A card is looked up more often than anything else: the lookup is inline, the throw is not.
    Card& card(std::string_view id) {
        auto it = cards.find(id);
        if (it == cards.end()) no_card(id);
        return it->second;
    }
    const Card& card(std::string_view id) const {
        auto it = cards.find(id);
        if (it == cards.end()) no_card(id);
        return it->second;
    }
    bool has_card(std::string_view id) const { return cards.find(id) != cards.end(); }
    Zone& zone(std::string_view owner, std::string_view name);
    const Zone& zone(std::string_view owner, std::string_view name) const;
    bool has_zone(std::string_view owner, std::string_view name) const;

    // Where a card is: its zone's owner and name.
    struct Location {
        PlayerId owner;
        std::string zone;
        std::size_t index = 0;
    };
    std::optional<Location> locate(std::string_view id) const;
    // The same as views into the board, valid until a zone changes: for a rule that only asks
    // (is the card on the field, whose zone is it in), without copying the names out each time.
    struct Place {
        const PlayerId* owner = nullptr;  // null (and zone too): the card is in no zone
        const std::string* zone = nullptr;
        std::size_t index = 0;
        explicit operator bool() const { return zone != nullptr; }
    };
    Place place(std::string_view id) const;
    // The name of the zone a card is in, or empty when it is in none.
    std::string_view zone_of(std::string_view id) const;
    // zone_of every card, in the order of `cards`, from one walk over the zones: for a rule that
    // asks it of every card at once, where asking card by card searches the zones each time.
    std::vector<std::string_view> zones_by_card() const;
    bool is_in(std::string_view id, std::string_view zone_name) const;

    // Takes a card out of its zone: it is then in no zone (a card being played or resolved).
    void take(std::string_view id);
    // Moves a card to the end (or the front) of a zone; the card leaves wherever it was.
    void move(const CardId& id, std::string_view owner, std::string_view zone_name, bool to_front = false);

    // Logging. Each note and each event is one step of the step budget: the one place every
    // engine step passes, so no game can loop past it (throws JudgeStopped).
    // The rule is taken as a view: most are literals (cite::k…), and the step's own copy is the
    // only string made of one.
    void note(std::string_view cite, msg::Text text) {
        step();
        trace.push_back({std::string(cite), std::move(text)});
    }
    // A note written from its message: the sentence is rendered only when the trace keeps sentences.
    void note(std::string_view cite, const msg::Message& message, msg::Args args = {}) {
        step();
        trace.push_back({std::string(cite), note_text ? msg::text(message, args) : msg::Text{}});
    }
    // Whether notes keep their sentences. A run whose output shows no trace (plain `verify` of a
    // scenario that asks no question) needs only the rule each step cites, for the `cited` checks;
    // rendering every note in two languages for nothing was a tenth of its work.
    bool note_text = true;

    void record(Event event) {
        step();
        events.push_back(std::move(event));
    }
    // One step that writes nothing to the trace: a ruleset loop that may run many times without a
    // note (one ledger entry per repetition, say) counts each time round.
    void step();
    std::size_t max_steps = kDefaultMaxSteps;
    std::size_t steps = 0;
    int nesting = 0;  // effects resolving inside one another now (see Nested)

    // Counters.
    int count(std::string_view key) const;
    void bump(const std::string& key, int by = 1) { counters[key] += by; }

    int stamp() { return next_timestamp++; }

    // Modifiers and permissions that last "this turn" end.
    void end_turn_effects();
    // Modifiers and permissions `source` made to last while it stays on the field end: the
    // ruleset calls this when the card leaves its field (as the game defines the field).
    // Returns how many entries ended, so the ruleset can say so in the trace.
    int end_while_source(const CardId& source);
    // At the start of `player`'s turn: what lasted "until the next turn" of that player ends
    // (the owner of the entry's source card). Returns how many entries ended.
    int end_until_next_turn(const PlayerId& player);

private:
    [[noreturn]] static void no_card(std::string_view id);
};

// A question put to the rules on the board itself ("could this creature block now?"): the steps
// its checks write on the way (trace notes, events, the step count) are taken back when the probe
// ends, however it ends, so the board reads as before. Asking on a copy of the whole board came to
// the same and cost its cards, maps and trace each time; a probe is only for checks that change
// nothing else.
class Probe {
public:
    explicit Probe(GameState& state) : state_(state), trace_(state.trace.size()), events_(state.events.size()), steps_(state.steps) {}
    ~Probe() {
        state_.trace.erase(state_.trace.begin() + static_cast<std::ptrdiff_t>(trace_), state_.trace.end());
        state_.events.erase(state_.events.begin() + static_cast<std::ptrdiff_t>(events_), state_.events.end());
        state_.steps = steps_;
    }
    Probe(const Probe&) = delete;
    Probe& operator=(const Probe&) = delete;

private:
    GameState& state_;
    std::size_t trace_, events_, steps_;
};

// Marks one effect resolving inside another for as long as it lives; a ruleset makes one where an
// effect may start another effect's resolution. Deeper than kMaxNesting throws JudgeStopped.
class Nested {
public:
    Nested(GameState& state, const std::string& what);
    ~Nested() { --state_.nesting; }
    Nested(const Nested&) = delete;
    Nested& operator=(const Nested&) = delete;

private:
    GameState& state_;
};

}  // namespace judge
