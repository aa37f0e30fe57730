// Whole-corpus checks run before anything is written to the database.
#include "rulesdb/corpus_validator.hpp"

#include <map>
#include <set>

namespace fs = std::filesystem;

namespace rulesdb {

namespace {

struct KnownEntry {
    char kind;  // R, J, A, T
    Origin origin;
};

Diagnostic at(const Origin& o, std::string message) { return {o.file, o.line, 0, std::move(message)}; }

bool is_valid_date(const std::string& d) {
    if (d.size() != 10 || d[4] != '-' || d[7] != '-') return false;
    for (int i : {0, 1, 2, 3, 5, 6, 8, 9})
        if (d[i] < '0' || d[i] > '9') return false;
    int month = std::stoi(d.substr(5, 2)), day = std::stoi(d.substr(8, 2));
    return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

bool is_safe_relative_path(const std::string& p) {
    fs::path path(p);
    if (p.empty() || path.is_absolute()) return false;
    for (const auto& part : path)
        if (part == "..") return false;
    return true;
}

class Validator {
public:
    Validator(const Corpus& corpus, const fs::path& scenarios_dir) : corpus_(corpus), scenarios_dir_(scenarios_dir) {}

    Diagnostics run() {
        std::map<std::string, std::set<std::string>> documents;
        for (const auto& game : corpus_.games)
            for (const auto& doc : game.documents) documents[game.id].insert(doc.id);

        for (const auto& r : corpus_.rules) declare(r.id, r.game, r.imported_from.empty() ? 'R' : 'I', r.origin);
        for (const auto& r : corpus_.rulings) declare(r.id, r.game, 'J', r.origin);
        for (const auto& a : corpus_.assumptions) declare(a.id, a.game, 'A', a.origin);
        for (const auto& t : corpus_.terms) declare(t.id, t.game, 'T', t.origin);

        auto check_doc = [&](const std::string& game, const std::string& doc, const Origin& origin, const std::string& id) {
            if (!documents[game].count(doc))
                problems_.push_back(at(origin, id + " names the source '" + doc + "', which game.xml of '" + game + "' does not list"));
        };
        for (const auto& r : corpus_.rules)
            if (r.imported_from.empty()) check_doc(r.game, r.source_doc, r.origin, r.id);
        for (const auto& a : corpus_.assumptions)
            if (!a.source_doc.empty()) check_doc(a.game, a.source_doc, a.origin, a.id);

        std::map<std::string, std::string> superseded_by;
        for (const auto& ruling : corpus_.rulings) {
            check_doc(ruling.game, ruling.source_doc, ruling.origin, ruling.id);
            if (!is_valid_date(ruling.date))
                problems_.push_back(at(ruling.origin, ruling.id + " has the date '" + ruling.date + "'; expected YYYY-MM-DD"));
            for (const auto& cite : ruling.cites)
                expect(cite, "RAI", ruling.id + " cites " + cite.id + ", which is not a known rule or assumption");
            if (ruling.supersedes) {
                const auto& target = *ruling.supersedes;
                if (expect(target, "J", ruling.id + " supersedes " + target.id + ", which is not a known ruling")) {
                    auto [it, fresh] = superseded_by.emplace(target.id, ruling.id);
                    if (!fresh)
                        problems_.push_back(at(target.origin, target.id + " is superseded twice, by " + it->second + " and " + ruling.id));
                }
            }
        }
        check_supersession_loops();
        for (const auto& term : corpus_.terms)
            for (const auto& see : term.see) expect(see, "T", term.id + " links to " + see.id + ", which is not a known term");

        for (const auto& link : corpus_.scenario_links) check_scenario_link(link);
        return problems_;
    }

private:
    void declare(const std::string& id, const std::string& game, char kind, const Origin& origin) {
        auto expected = id_prefix(game) + "-" + kind + "-";
        if (!is_well_formed_id(id) || id.rfind(expected, 0) != 0) {
            problems_.push_back(at(origin, "the ID '" + id + "' is not of the form " + expected +
                                               "NAME (upper-case letters, digits and hyphens)"));
        }
        auto [it, fresh] = known_.emplace(id, KnownEntry{kind == 'I' ? 'R' : kind, origin});
        if (!fresh)
            problems_.push_back(at(origin, "duplicate ID " + id + " (first defined at " + it->second.origin.file + ":" +
                                               std::to_string(it->second.origin.line) + ")"));
    }

    bool expect(const Reference& ref, std::string_view kinds, const std::string& message) {
        auto it = known_.find(ref.id);
        if (it == known_.end() || kinds.find(it->second.kind) == std::string_view::npos) {
            problems_.push_back(at(ref.origin, message));
            if (it == known_.end()) problems_.back().unknown_id = ref.id;
            return false;
        }
        return true;
    }

    void check_supersession_loops() {
        std::map<std::string, const Ruling*> by_id;
        for (const auto& r : corpus_.rulings) by_id[r.id] = &r;
        std::set<std::string> reported;
        for (const auto& start : corpus_.rulings) {
            if (reported.count(start.id)) continue;
            std::set<std::string> seen{start.id};
            const Ruling* current = &start;
            while (current->supersedes) {
                auto next = by_id.find(current->supersedes->id);
                if (next == by_id.end()) break;
                if (!seen.insert(next->first).second) {
                    problems_.push_back(at(start.origin, "the supersession chain of " + start.id + " loops back to " + next->first));
                    reported.insert(seen.begin(), seen.end());
                    break;
                }
                current = next->second;
            }
        }
    }

    void check_scenario_link(const ScenarioLink& link) {
        if (!is_safe_relative_path(link.path)) {
            problems_.push_back(at(link.origin, "the scenario path '" + link.path + "' must be relative to scenarios/ and stay inside it"));
            return;
        }
        std::error_code ec;
        if (!fs::is_regular_file(scenarios_dir_ / link.path, ec))
            problems_.push_back(at(link.origin, link.ruling_id + " links to the scenario " + link.path + ", which does not exist"));
        auto it = known_.find(link.ruling_id);
        if (it == known_.end() || it->second.kind != 'J') {
            problems_.push_back(at(link.origin, "the scenario names the ruling " + link.ruling_id + ", which does not exist"));
            if (it == known_.end()) problems_.back().unknown_id = link.ruling_id;
        }
    }

    const Corpus& corpus_;
    fs::path scenarios_dir_;
    std::map<std::string, KnownEntry> known_;
    Diagnostics problems_;
};

}  // namespace

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
    return Validator(corpus, scenarios_dir).run();
}

}  // namespace rulesdb
