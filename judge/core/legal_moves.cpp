// The moves a player could make next: see legal_moves.hpp.
#include "judge/core/legal_moves.hpp"

#include <algorithm>

#include "judge/core/decisions.hpp"

namespace judge {

namespace {

// How many ways of answering a move's own decisions are tried before it is taken as not possible:
// a move the rules allow is nearly always carried out by the first way (any mana, any shield).
constexpr int kWaysTried = 16;

// Whether the rules carry out `move` on `state`, some way of answering its decisions.
bool carried_out(const Ruleset& ruleset, const GameState& state, const Action& move) {
    std::vector<std::size_t> path;
    for (int tries = 0; tries < kWaysTried; ++tries) {
        GameState board = state;
        board.note_text = false;
        Decisions decisions;
        decisions.probe(path);
        try {
            if (!ruleset.perform(board, move, decisions)) return true;
        } catch (const Refused&) {
        } catch (const NeedsDecision&) {
            return true;  // a choice with no way to explore it (the rules asked; the move is being made)
        } catch (const std::exception&) {
            return false;  // a choice the rules cannot make here, or the step budget: not offered
        }
        // The next way: the last decision taken that has a way left, the ones before it as taken.
        const auto& taken = decisions.taken();
        auto i = taken.size();
        while (i > 0 && taken[i - 1].way + 1 >= taken[i - 1].ways) --i;
        if (i == 0) return false;
        path.clear();
        for (std::size_t k = 0; k + 1 < i; ++k) path.push_back(taken[k].way);
        path.push_back(taken[i - 1].way + 1);
    }
    return false;
}

std::string label_of(const Action& move) {
    std::string out = move.kind;
    for (const auto& [name, value] : move.arguments) out += " " + value;
    return out;
}

std::vector<CardId> cards_on(const GameState& state) {
    std::vector<CardId> out;
    for (const auto& player : state.players)
        for (const auto& zone : player.zones) out.insert(out.end(), zone.cards.begin(), zone.cards.end());
    return out;
}

// Every way to fill the required attributes of `spec` from the board: each card for a card (or
// cards) attribute, each word for a word; a kind with a required attribute of any other type
// (a number, free text) is not listed, since its values cannot be enumerated.
std::vector<std::map<std::string, std::string>> fillings(const ActionSpec& spec, const std::vector<CardId>& cards) {
    std::vector<std::map<std::string, std::string>> out{{}};
    for (const auto& attr : spec.attributes) {
        if (!attr.required) continue;
        std::vector<std::string> values;
        switch (attr.type) {
            case ValueType::CardId:
            case ValueType::CardIds: values = cards; break;
            case ValueType::Word: values = attr.words; break;
            default: return {};
        }
        std::vector<std::map<std::string, std::string>> next;
        for (const auto& partial : out)
            for (const auto& v : values) {
                auto filled = partial;
                filled[attr.name] = v;
                next.push_back(std::move(filled));
            }
        out = std::move(next);
    }
    return out;
}

const AttributeSpec* optional_target(const ActionSpec& spec) {
    for (const auto& attr : spec.attributes)
        if (!attr.required && attr.name == "target" && attr.type == ValueType::CardId) return &attr;
    return nullptr;
}

}  // namespace

std::vector<LegalMove> legal_moves(const Ruleset& ruleset, const GameState& state) {
    std::vector<LegalMove> out;
    if (state.winner) return out;
    std::vector<Answer> answers;
    try {
        answers = ruleset.open_answers(state);
    } catch (const std::exception&) {
        return out;  // a board the rules cannot read (verify reports it): nothing offered
    }
    if (!answers.empty()) {
        for (auto& a : answers) out.push_back({a.label, std::move(a.move)});
        return out;
    }
    const auto cards = cards_on(state);
    std::vector<PlayerId> players{state.active};
    for (const auto& p : state.players)
        if (p.id != state.active) players.push_back(p.id);
    auto offer = [&](const Action& move) {
        if (!carried_out(ruleset, state, move)) return false;
        out.push_back({label_of(move), move});
        return true;
    };
    for (const auto& spec : ruleset.actions()) {
        const bool aims = optional_target(spec) != nullptr;
        for (std::size_t p = 0; p < (spec.needs_player ? players.size() : 1); ++p) {
            for (auto& arguments : fillings(spec, cards)) {
                Action move{spec.kind, spec.needs_player ? players[p] : PlayerId{}, std::move(arguments), {}, false, {}, {}};
                if (!offer(move) || !aims) continue;
                // Only cards: a target word (`player`) is what the move without a target does.
                for (const auto& v : cards) {
                    auto aimed = move;
                    aimed.arguments["target"] = v;
                    offer(aimed);
                }
            }
        }
    }
    return out;
}

}  // namespace judge
