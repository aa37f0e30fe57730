// The dm triggers, one entry each: the word a triggered ability's trigger="…" is, its Japanese
// words, and for a trigger about another creature, the event it answers and whose creature that
// must be. The triggers' list (Ruleset::triggers), their names in a step and trigger_all's
// "another creature" triggers are all read from this table.
#include "judge/games/dm/dm_internal.hpp"
#include "judge/games/dm/dm_ruleset.hpp"
#include "judge/games/scenario_words.hpp"
#include "judge/games/dm/dm_rules.hpp"

namespace judge::dm {

namespace {

// Whose creature a trigger about another creature answers for.
enum class Whose { own, mine, opponent };

struct TriggerEntry {
    const char* name;
    const msg::Message* word;
    const char* event = nullptr;  // for another creature's event: enters, leaves, destroyed, summoned, attacks
    Whose whose = Whose::own;
};

// Where each fires: the creature's own events in dm_effects.cpp (enters, summoned, leaves,
// destroyed) and dm_attack.cpp (attacks, blocks, battles, wins-battle, before-each-break); the turn's
// in dm_turn.cpp (start-of-turn, end-of-my-turn, end-of-turn); a spell's cast in dm_effects.cpp
// (opponent-casts-spell); any: ignore's word for every trigger (dm_waiting.cpp). A declared ability
// waits for opponent-attacks or my-creature-destroyed (trigger_declared); ラストバースト and メガ・
// ラストバースト fire on destroyed and leaves (dm_kw_last_burst.cpp).
constexpr TriggerEntry kTriggers[] = {
    {"enters", &say::kWhenEnters},
    {"summoned", &say::kWhenSummoned},
    {"leaves", &say::kWhenLeaves},
    {"destroyed", &say::kWhenDestroyed},
    {"attacks", &say::kWhenAttacks},
    {"blocks", &say::kWhenBlocks},
    {"battles", &say::kWhenBattles},
    {"wins-battle", &say::kWhenWinsBattle},
    {"before-each-break", &say::kWhenBeforeEachBreak},
    {"start-of-turn", &say::kWhenStartOfTurn},
    {"end-of-my-turn", &say::kWhenEndOfMyTurn},
    {"end-of-turn", &say::kWhenEndOfTurn},
    {"opponent-casts-spell", &say::kWhenOpponentCastsSpell},
    {"opponent-attacks", &say::kWhenOpponentAttacks, "attacks", Whose::opponent},
    {"my-creature-enters", &say::kWhenMyCreatureEnters, "enters", Whose::mine},
    {"opponent-creature-enters", &say::kWhenOpponentCreatureEnters, "enters", Whose::opponent},
    {"my-creature-summoned", &say::kWhenMyCreatureSummoned, "summoned", Whose::mine},
    {"opponent-creature-summoned", &say::kWhenOpponentCreatureSummoned, "summoned", Whose::opponent},
    {"my-creature-destroyed", &say::kWhenMyCreatureDestroyed, "destroyed", Whose::mine},
    {"opponent-creature-destroyed", &say::kWhenOpponentCreatureDestroyed, "destroyed", Whose::opponent},
    {"my-creature-leaves", &say::kWhenMyCreatureLeaves, "leaves", Whose::mine},
    {"opponent-creature-leaves", &say::kWhenOpponentCreatureLeaves, "leaves", Whose::opponent},
    {"any", &say::kWhenAny},
};

}  // namespace

std::vector<std::string> DuelMasters::triggers() const {
    std::vector<std::string> out;
    for (const auto& t : kTriggers) out.push_back(t.name);
    return out;
}

msg::Text trigger_name(std::string_view trigger) {
    for (const auto& t : kTriggers)
        if (trigger == t.name) return msg::text(*t.word);
    return games::scenario_word(trigger);
}

// The subject's own trigger, then those of the other creatures in the battle zone that answer for
// another creature's event: the subject's owner's (my-creature-…) or the opponent's (opponent-…).
void trigger_all(GameState& state, const std::string& event, const CardId& subject) {
    trigger(state, subject, event, subject);
    const auto subject_owner = state.card(subject).owner;
    for (const auto& player : state.players) {
        auto cards = state.zone(player.id, "battle").cards;
        for (const auto& id : cards) {
            if (id == subject) continue;
            const bool mine = state.card(id).owner == subject_owner;
            for (const auto& t : kTriggers)
                if (t.event && event == t.event && mine == (t.whose == Whose::mine)) trigger(state, id, t.name, subject);
        }
    }
}

}  // namespace judge::dm
