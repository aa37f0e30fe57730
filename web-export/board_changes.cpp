// Comparing the boards before and after a scenario: see board_changes.hpp.
#include "web-export/board_changes.hpp"

#include <algorithm>
#include <set>

#include "judge/core/modifiers.hpp"
#include "web-export/site_messages.hpp"

namespace web_export {

namespace {

msg::Text zone_label(const judge::Ruleset& ruleset, const judge::GameState::Location& where, const judge::PlayerId& now_owner) {
    auto zone = judge::shown_word(ruleset, judge::WordKind::zone, where.zone);
    return where.owner == now_owner ? zone : msg::text(say::kOwnersZone, {{"player", where.owner}, {"zone", zone}});
}

void compare_state(const judge::Ruleset& ruleset, const judge::Card& was, const judge::Card& now, CardChange& change) {
    auto& out = change.states;
    if (was.tapped != now.tapped) out.push_back({now.tapped ? tapped_word(ruleset) : untapped_word(ruleset), "", true});
    if (was.face_down != now.face_down) out.push_back({msg::text(now.face_down ? say::kFaceDown : say::kFaceUp), "", true});
    std::set<std::string> keys;
    for (const auto& [k, v] : was.status) keys.insert(k);
    for (const auto& [k, v] : now.status) keys.insert(k);
    auto value = [&](const std::string& v) { return judge::shown_word(ruleset, judge::WordKind::value, v); };
    for (const auto& key : keys) {
        auto a = was.status.find(key), b = now.status.find(key);
        auto shown_key = judge::shown_word(ruleset, judge::WordKind::status, key);
        if (a == was.status.end()) out.push_back({msg::text(say::kStateSet, {{"key", shown_key}, {"value", value(b->second)}}), key});
        else if (b == now.status.end()) out.push_back({msg::text(say::kStateEnded, {{"key", shown_key}}), key});
        else if (a->second != b->second)
            out.push_back({msg::text(say::kStateChanged, {{"key", shown_key}, {"from", value(a->second)}, {"to", value(b->second)}}), key});
    }
    if (was.attached_to != now.attached_to)
        out.push_back({now.attached_to.empty() ? msg::text(say::kNoLongerAttached)
                                               : msg::text(say::kNow, {{"state", msg::text(say::kOn, {{"card", now.attached_to}})}}),
                       "", false});
    if (was.beneath != now.beneath) {
        auto list = [](const std::vector<judge::CardId>& ids) {
            std::string text;
            for (const auto& id : ids) text += (text.empty() ? "" : " ") + id;
            return text.empty() ? msg::text(say::kNone) : msg::Text::same(text);
        };
        out.push_back({msg::text(say::kOverWas, {{"cards", list(now.beneath)}, {"was", list(was.beneath)}}), "", false});
    }
}

}  // namespace

msg::Text tapped_word(const judge::Ruleset& ruleset) {
    if (auto label = ruleset.label(judge::WordKind::status, "tapped")) return *label;
    return msg::text(say::kTapped);
}

msg::Text untapped_word(const judge::Ruleset& ruleset) {
    if (auto label = ruleset.label(judge::WordKind::status, "untapped")) return *label;
    return msg::text(say::kUntapped);
}

std::vector<std::string> shown_keywords(const judge::GameState& state, const judge::Card& card) {
    std::set<std::string> named;  // printed, or spoken of by an entry of the ledger
    for (const auto& k : card.keywords()) named.insert(k);
    for (const auto& p : state.permissions)
        if (p.subject == card.id && p.capability.rfind("keyword:", 0) == 0) named.insert(p.capability.substr(8));
    std::vector<std::string> out;
    for (const auto& k : named) {
        bool printed = card.keywords().count(k) > 0;
        bool has = judge::resolve_permission(state.permissions, card.id, "keyword:" + k, printed).allowed;
        if (printed && has) out.push_back(k);
        else if (has) out.push_back("+" + k);
        else if (printed) out.push_back("−" + k);
    }
    return out;
}

BoardChanges board_changes(const judge::GameState& before, const judge::GameState& after, const judge::Ruleset& ruleset) {
    BoardChanges changes;
    for (const auto& [id, now] : after.cards) {
        auto where_now = after.locate(id);
        if (!where_now) continue;  // not on the board: nothing to mark
        CardChange change;
        auto where_was = before.has_card(id) ? before.locate(id) : std::nullopt;
        // A card under another (an evolution's source) is in no zone of its own: it came from there.
        std::string under;  // the host's id
        if (!where_was && before.has_card(id))
            for (const auto& [host_id, host] : before.cards)
                if (std::find(host.beneath.begin(), host.beneath.end(), id) != host.beneath.end()) under = host_id;
        if (!where_was && !under.empty()) {
            change.moved_from = msg::text(say::kUnder, {{"card", under}});
        } else if (!where_was) {
            change.arrived = true;
        } else {
            if (where_was->owner != where_now->owner || where_was->zone != where_now->zone)
                change.moved_from = zone_label(ruleset, *where_was, where_now->owner);
            const auto& was = before.card(id);
            for (const auto& stat : ruleset.stats()) {
                if (!now.printed().count(stat) || !was.printed().count(stat)) continue;
                int a = ruleset.read_value(before, id, stat), b = ruleset.read_value(after, id, stat);
                if (a != b) change.values.push_back({stat, a, b});
            }
            compare_state(ruleset, was, now, change);
            auto kw_was = shown_keywords(before, was), kw_now = shown_keywords(after, now);
            if (kw_was != kw_now) {
                std::string list;
                for (const auto& k : kw_now) list += (list.empty() ? "" : " ") + k;
                change.states.push_back({msg::text(say::kKeywords, {{"list", kw_now.empty() ? msg::text(say::kNone) : msg::Text::same(list)}}), "", false});
            }
        }
        if (change.any()) changes.cards.emplace(id, std::move(change));
    }

    // The events the scenario's actions recorded: those after the ones the board before had.
    std::size_t first = before.events.size() <= after.events.size() ? before.events.size() : 0;
    for (std::size_t i = first; i < after.events.size(); ++i) {
        const auto& e = after.events[i];
        if (e.type == "destroyed" && after.locate(e.card)) {
            changes.cards[e.card].destroyed = true;
        } else if (e.type == "attack-declared") {
            AttackChange attack{e.card, e.player, e.detail.empty() ? "player" : e.detail, {}, {}};
            if (attack.target != "player" && after.has_card(attack.target)) {
                attack.defender = after.card(attack.target).owner;
            } else {
                for (const auto& p : after.players)
                    if (p.id != e.player) {
                        attack.defender = p.id;
                        break;
                    }
            }
            changes.attacks.push_back(attack);
        } else if (e.type == "blocked") {
            // The latest attack by the card the block names (the detail), else the latest attack.
            auto it = std::find_if(changes.attacks.rbegin(), changes.attacks.rend(), [&](const AttackChange& a) { return a.attacker == e.detail; });
            if (it == changes.attacks.rend()) it = changes.attacks.rbegin();
            if (it != changes.attacks.rend()) it->blockers.push_back(e.card);
        }
    }
    return changes;
}

}  // namespace web_export
