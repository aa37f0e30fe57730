// Whole-corpus checks, run as the entries are read and settled once the last one is in: only IDs,
// kinds and positions are kept, and the problems come out in one fixed order.
#include "rulesdb/corpus_validator.hpp"

#include <algorithm>

#include "messages/language.hpp"
#include "rulesdb/rulesdb_messages.hpp"

namespace fs = std::filesystem;

namespace rulesdb {

namespace {

bool is_valid_date(const std::string& d) {
    if (d.size() != 10 || d[4] != '-' || d[7] != '-') return false;
    for (int i : {0, 1, 2, 3, 5, 6, 8, 9})
        if (d[i] < '0' || d[i] > '9') return false;
    int month = std::stoi(d.substr(5, 2)), day = std::stoi(d.substr(8, 2));
    return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

// A date of the valid form that the calendar has: 2026-02-30 is none.
bool is_calendar_day(const std::string& d) {
    const int year = std::stoi(d.substr(0, 4)), month = std::stoi(d.substr(5, 2)), day = std::stoi(d.substr(8, 2));
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return day <= kDays[month - 1] + (month == 2 && leap ? 1 : 0);
}

bool is_safe_relative_path(const std::string& p) {
    fs::path path(p);
    if (p.empty() || path.is_absolute()) return false;
    for (const auto& part : path)
        if (part == "..") return false;
    return true;
}

// first_declared_ holds the kind's rank (in the order declarations are checked) and the index.
constexpr int kRankShift = 29;  // room for eight kinds
constexpr char kRankKinds[] = {'R', 'J', 'A', 'T', 'C'};

template <class T>
std::size_t bytes_of(const std::vector<T>& v) {
    return v.capacity() * sizeof(T);
}

template <class T>
std::size_t bytes_of(const ChunkedVector<T>& v) {
    return v.retained_bytes();
}

}  // namespace

LinkChecker::LinkChecker(fs::path scenarios_dir) : scenarios_dir_(std::move(scenarios_dir)) {}

std::uint32_t LinkChecker::place_of(const std::string& file, const std::string* game) {
    // Entries come file by file, so the last place is nearly always the one.
    if (!places_.empty() && places_.back().first == file && (!game || places_.back().second == *game))
        return static_cast<std::uint32_t>(places_.size() - 1);
    places_.emplace_back(file, game ? *game : std::string());
    return static_cast<std::uint32_t>(places_.size() - 1);
}

LinkChecker::Declared LinkChecker::declared(const std::string& id, const std::string& game, char kind, const Origin& origin) {
    return {ids_.intern(id), place_of(origin.file, &game), origin.line, 0, kind, false};
}

void LinkChecker::add_ref(ChunkedVector<Ref>& refs, RefPlaces& places, const Reference& reference, std::uint32_t entry_place) {
    if (reference.origin.file != places_[entry_place].first)
        places.emplace(static_cast<std::uint32_t>(refs.size()), place_of(reference.origin.file, nullptr));
    refs.push_back({ids_.intern(reference.id), reference.origin.line});
}

std::uint32_t LinkChecker::place_of_ref(const RefPlaces& places, std::uint32_t index, std::uint32_t entry_place) {
    auto it = places.find(index);
    return it == places.end() ? entry_place : it->second;
}

Diagnostic LinkChecker::at(std::uint32_t place, int line, std::string message) const {
    return {places_[place].first, line, 0, std::move(message)};
}

bool LinkChecker::lists_document(const std::string& game, const std::string& doc) const {
    for (const auto& [id, documents] : documents_)
        if (id == game && std::find(documents.begin(), documents.end(), doc) != documents.end()) return true;
    return false;
}

std::string LinkChecker::source_problem(const std::string& id, const std::string& game, const std::string& doc) const {
    return msg::say(say::kUnlistedSource, {{"id", id}, {"doc", doc}, {"game", game}});
}

void LinkChecker::game(const Game& game) {
    std::vector<std::string> documents;
    for (const auto& doc : game.documents) documents.push_back(doc.id);
    documents_.emplace_back(game.id, std::move(documents));
}

void LinkChecker::rule(const Rule& rule) {
    const bool imported = !rule.imported_from.empty();
    rules_.push_back(declared(rule.id, rule.game, imported ? 'I' : 'R', rule.origin));
    if (!imported && !lists_document(rule.game, rule.source_doc))
        rule_sources_.push_back(at(rules_.back().place, rule.origin.line, source_problem(rule.id, rule.game, rule.source_doc)));
}

void LinkChecker::assumption(const Assumption& a) {
    assumptions_.push_back(declared(a.id, a.game, 'A', a.origin));
    if (!a.source_doc.empty() && !lists_document(a.game, a.source_doc))
        assumption_sources_.push_back(at(assumptions_.back().place, a.origin.line, source_problem(a.id, a.game, a.source_doc)));
    mentions(a.cards, assumptions_.back());
}

void LinkChecker::card(const Card& card) {
    cards_.push_back(declared(card.id, card.game, 'C', card.origin));
    if (card.imported_from.empty() && !lists_document(card.game, card.source_doc))
        card_sources_.push_back(at(cards_.back().place, card.origin.line, source_problem(card.id, card.game, card.source_doc)));
    const auto [first, fresh] = card_names_.try_emplace(card.game + "\t" + card.name, cards_.back().place, card.origin.line);
    if (!fresh)
        card_name_problems_.push_back(at(cards_.back().place, card.origin.line,
                                         msg::say(say::kDuplicateCardName, {{"name", card.name}, {"place", places_[first->second.first].first + ":" + std::to_string(first->second.second)}})));
}

void LinkChecker::mentions(const std::vector<Reference>& cards, const Declared& entry) {
    for (const auto& card : cards)
        card_mentions_.push_back({{ids_.intern(card.id), card.origin.line}, place_of(card.origin.file, nullptr), entry.id});
}

void LinkChecker::ruling(const Ruling& ruling) {
    auto entry = declared(ruling.id, ruling.game, 'J', ruling.origin);
    const auto index = static_cast<std::uint32_t>(rulings_.size());
    if (!lists_document(ruling.game, ruling.source_doc))
        ruling_problems_.emplace_back(index, at(entry.place, ruling.origin.line, source_problem(ruling.id, ruling.game, ruling.source_doc)));
    if (!is_valid_date(ruling.date))
        ruling_problems_.emplace_back(
            index, at(entry.place, ruling.origin.line, msg::say(say::kBadDate, {{"id", ruling.id}, {"date", ruling.date}})));
    else if (!is_calendar_day(ruling.date))
        ruling_problems_.emplace_back(
            index, at(entry.place, ruling.origin.line, msg::say(say::kNoSuchDay, {{"id", ruling.id}, {"date", ruling.date}})));
    for (const auto& cite : ruling.cites) add_ref(ruling_refs_, ruling_ref_places_, cite, entry.place);
    if (ruling.supersedes) {
        add_ref(ruling_refs_, ruling_ref_places_, *ruling.supersedes, entry.place);
        entry.supersedes = true;
        any_supersedes_ = true;
    }
    entry.refs_end = static_cast<std::uint32_t>(ruling_refs_.size());
    rulings_.push_back(entry);
    mentions(ruling.cards, entry);
}

void LinkChecker::term(const Term& term) {
    auto entry = declared(term.id, term.game, 'T', term.origin);
    for (const auto& see : term.see) add_ref(term_refs_, term_ref_places_, see, entry.place);
    entry.refs_end = static_cast<std::uint32_t>(term_refs_.size());
    terms_.push_back(entry);
}

void LinkChecker::scenario_link(const ScenarioLink& link) {
    const auto index = static_cast<std::uint32_t>(links_.size());
    Link kept{ids_.intern(link.ruling_id), place_of(link.origin.file, nullptr), link.origin.line, is_safe_relative_path(link.path)};
    if (!kept.safe_path) {
        link_problems_.emplace_back(index, at(kept.place, link.origin.line,
                                              msg::say(say::kUnsafeScenarioPath, {{"path", link.path}})));
    } else {
        std::error_code ec;
        if (!fs::is_regular_file(scenarios_dir_ / link.path, ec))
            link_problems_.emplace_back(index, at(kept.place, link.origin.line,
                                                  msg::say(say::kMissingScenario, {{"id", link.ruling_id}, {"path", link.path}})));
    }
    links_.push_back(kept);
}

char LinkChecker::known_kind(Id id) const {
    auto first = first_declared_[id];
    return first == kUndeclared ? 0 : kRankKinds[first >> kRankShift];
}

bool LinkChecker::expect(const Ref& ref, std::uint32_t place, std::string_view kinds, const std::string& message) {
    const char kind = known_kind(ref.id);
    if (kind == 0 || kinds.find(kind) == std::string_view::npos) {
        problems_.push_back(at(place, ref.line, message));
        if (kind == 0) problems_.back().unknown_id = ids_.text(ref.id);
        return false;
    }
    return true;
}

void LinkChecker::check_declarations() {
    first_declared_.assign(ids_.size(), kUndeclared);
    const ChunkedVector<Declared>* ranks[] = {&rules_, &rulings_, &assumptions_, &terms_, &cards_};
    for (std::uint32_t rank = 0; rank < 5; ++rank) {
        const auto& entries = *ranks[rank];
        for (std::uint32_t i = 0; i < entries.size(); ++i) {
            const auto& e = entries[i];
            const auto id = ids_.text(e.id);
            auto expected = id_prefix(places_[e.place].second) + "-" + e.kind + "-";
            if (!is_well_formed_id(id) || id.rfind(expected, 0) != 0)
                problems_.push_back(at(e.place, e.line, msg::say(say::kBadIdForm, {{"id", id}, {"expected", expected}})));
            auto& first = first_declared_[e.id];
            if (first == kUndeclared) {
                first = (rank << kRankShift) | i;
                continue;
            }
            const auto& earlier = (*ranks[first >> kRankShift])[first & ((1u << kRankShift) - 1)];
            problems_.push_back(at(e.place, e.line, msg::say(say::kDuplicateId, {{"id", id}, {"place", places_[earlier.place].first + ":" + std::to_string(earlier.line)}})));
        }
    }
}

void LinkChecker::check_rulings() {
    std::vector<std::uint32_t> superseded_by(ids_.size(), UINT32_MAX);  // a ruling's index, by the ID it supersedes
    auto early = ruling_problems_.begin();
    std::uint32_t begin = 0;
    for (std::uint32_t i = 0; i < rulings_.size(); begin = rulings_[i].refs_end, ++i) {
        const auto& ruling = rulings_[i];
        const std::string id(ids_.text(ruling.id));
        for (; early != ruling_problems_.end() && early->first == i; ++early) problems_.push_back(std::move(early->second));
        const auto cites_end = ruling.refs_end - (ruling.supersedes ? 1 : 0);
        for (auto r = begin; r < cites_end; ++r) {
            const auto& cite = ruling_refs_[r];
            expect(cite, place_of_ref(ruling_ref_places_, r, ruling.place), "RAI",
                   msg::say(say::kUnknownCite, {{"id", id}, {"target", ids_.text(cite.id)}}));
        }
        if (!ruling.supersedes) continue;
        const auto& target = ruling_refs_[cites_end];
        const auto target_place = place_of_ref(ruling_ref_places_, cites_end, ruling.place);
        const std::string target_id(ids_.text(target.id));
        if (!expect(target, target_place, "J", msg::say(say::kUnknownSuperseded, {{"id", id}, {"target", target_id}}))) continue;
        auto& successor = superseded_by[target.id];
        if (successor == UINT32_MAX) {
            successor = i;
            supersessions_.emplace_back(target_id, id);
        } else {
            problems_.push_back(at(target_place, target.line, msg::say(say::kSupersededTwice, {{"id", target_id}, {"first", ids_.text(rulings_[successor].id)}, {"second", id}})));
        }
    }
}

void LinkChecker::check_supersession_loops() {
    if (!any_supersedes_) return;
    // The ruling each ID stands for (the last declared, when one is declared twice).
    std::vector<std::uint32_t> by_id(ids_.size(), UINT32_MAX);
    for (std::uint32_t i = 0; i < rulings_.size(); ++i) by_id[rulings_[i].id] = i;
    std::vector<bool> reported(ids_.size());
    std::vector<std::uint32_t> seen_in(ids_.size(), UINT32_MAX);  // the walk that last passed an ID
    std::vector<Id> seen;
    for (std::uint32_t start = 0; start < rulings_.size(); ++start) {
        const auto& first = rulings_[start];
        if (reported[first.id] || !first.supersedes) continue;
        seen.assign(1, first.id);
        seen_in[first.id] = start;
        const Declared* current = &first;
        while (current->supersedes) {
            const auto next_id = ruling_refs_[current->refs_end - 1].id;
            const auto next = by_id[next_id];
            if (next == UINT32_MAX) break;
            if (seen_in[next_id] == start) {
                problems_.push_back(at(first.place, first.line, msg::say(say::kSupersessionLoop, {{"id", ids_.text(first.id)}, {"target", ids_.text(next_id)}})));
                for (auto id : seen) reported[id] = true;
                break;
            }
            seen_in[next_id] = start;
            seen.push_back(next_id);
            current = &rulings_[next];
        }
    }
}

void LinkChecker::check_terms() {
    std::uint32_t begin = 0;
    for (std::size_t i = 0; i < terms_.size(); ++i) {
        const auto& term = terms_[i];
        for (auto r = begin; r < term.refs_end; ++r) {
            const auto& see = term_refs_[r];
            expect(see, place_of_ref(term_ref_places_, r, term.place), "T",
                   msg::say(say::kUnknownSeeTerm, {{"id", ids_.text(term.id)}, {"target", ids_.text(see.id)}}));
        }
        begin = term.refs_end;
    }
}

void LinkChecker::check_scenario_links() {
    auto early = link_problems_.begin();
    for (std::uint32_t i = 0; i < links_.size(); ++i) {
        const auto& link = links_[i];
        for (; early != link_problems_.end() && early->first == i; ++early) problems_.push_back(std::move(early->second));
        if (!link.safe_path) continue;
        // A scenario demonstrates a ruling, or an assumption the judge relies on.
        const char kind = known_kind(link.ruling);
        if (kind != 'J' && kind != 'A') {
            const std::string id(ids_.text(link.ruling));
            // Say what <rulings> accepts, and what the ID is instead when it names another kind of entry.
            const auto& message = kind == 'R' ? say::kScenarioNamesRule : kind == 'T' ? say::kScenarioNamesTerm : say::kScenarioNamesUnknown;
            problems_.push_back(at(link.place, link.line, msg::say(message, {{"id", id}})));
            if (kind == 0) problems_.back().unknown_id = id;
        }
    }
}

void LinkChecker::check_card_mentions() {
    for (const auto& mention : card_mentions_)
        expect(mention.card, mention.place, "C",
               msg::say(say::kUnknownCard, {{"id", ids_.text(mention.entry)}, {"target", ids_.text(mention.card.id)}}));
}

Diagnostics LinkChecker::finish() {
    check_declarations();
    for (auto* sources : {&rule_sources_, &assumption_sources_, &card_sources_, &card_name_problems_})
        for (auto& problem : *sources) problems_.push_back(std::move(problem));
    check_rulings();
    check_supersession_loops();
    check_terms();
    check_scenario_links();
    check_card_mentions();
    return std::move(problems_);
}

std::size_t LinkChecker::retained_bytes() const {
    return ids_.retained_bytes() + bytes_of(rules_) + bytes_of(rulings_) + bytes_of(assumptions_) + bytes_of(terms_) + bytes_of(cards_) + bytes_of(card_mentions_) + card_names_.size() * 64 +
           bytes_of(ruling_refs_) + bytes_of(term_refs_) + bytes_of(links_) + bytes_of(places_) + bytes_of(first_declared_) +
           (ruling_ref_places_.size() + term_ref_places_.size()) * 32;
}

std::string id_prefix(std::string_view game) {
    std::string out(game);
    for (auto& c : out)
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 32);
    return out;
}

bool is_well_formed_id(std::string_view id) {
    if (id.empty() || id.size() > 100 || id.front() == '-' || id.back() == '-') return false;
    char previous = 0;
    for (char c : id) {
        bool ok = (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-';
        if (!ok || (c == '-' && previous == '-')) return false;
        previous = c;
    }
    return true;
}

Diagnostics validate_corpus(const Corpus& corpus, const fs::path& scenarios_dir) {
    LinkChecker checker(scenarios_dir);
    replay_corpus(corpus, checker);
    return checker.finish();
}

}  // namespace rulesdb
