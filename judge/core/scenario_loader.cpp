// Scenario XML reading and checking.
#include "judge/core/scenario_loader.hpp"

#include <algorithm>
#include <charconv>
#include <cstring>
#include <set>

#include "rulesdb/corpus_loader.hpp"
#include "rulesdb/xml_file.hpp"

namespace fs = std::filesystem;
using rulesdb::InputError;
using rulesdb::XmlFile;

namespace judge {

namespace {

constexpr int kMaxValue = 1'000'000;

// Attributes whose words name cards (other than the reserved words below).
const std::set<std::string> kCardAttributes = {"card", "cards", "attackers", "blockers", "target", "targets",
                                               "host", "materials", "attach-to", "responds-to", "base"};
const std::set<std::string> kReservedWords = {"player", "self", "none", "opponent"};

bool contains(const std::vector<std::string>& v, const std::string& s) { return std::find(v.begin(), v.end(), s) != v.end(); }

std::string list(const std::vector<std::string>& v) {
    std::string out;
    for (const auto& s : v) out += (out.empty() ? "" : ", ") + s;
    return out;
}

class Reader {
public:
    Reader(const XmlFile& file, const Ruleset& ruleset, const fs::path& library_root)
        : file_(file), ruleset_(ruleset), library_root_(library_root) {}

    Scenario read(pugi::xml_node root, const std::string& game) {
        Scenario s;
        s.file = file_.name();
        s.game = game;
        s.id = file_.required(root, "id");
        auto title = root.child("title");
        if (!title) throw InputError(file_.at(root, "<scenario> needs a <title ja=\"…\"/>"));
        s.title_ja = file_.required(title, "ja");
        s.title_en = file_.optional(title, "en");
        s.notes = rulesdb::trim(root.child("notes").text().get());
        for (auto r : root.child("rulings").children("ruling")) {
            s.rulings.push_back(file_.required(r, "ref"));
            s.ruling_pos[s.rulings.back()] = pos(r);
        }
        load_library();

        auto setup = root.child("setup");
        if (!setup) throw InputError(file_.at(root, "<scenario> needs a <setup>"));
        s.turn = number(setup, "turn", 1, 1, 10000);
        s.phase = file_.required(setup, "phase");
        if (!contains(ruleset_.phases(), s.phase))
            throw InputError(file_.at(setup.attribute("phase"), setup, "unknown phase '" + s.phase + "'; " + ruleset_.game() + " has " + list(ruleset_.phases())));
        for (auto p : setup.children("player")) s.players.push_back(read_player(p));
        if (s.players.size() != 2) throw InputError(file_.at(setup, "<setup> needs exactly two <player> elements"));
        if (s.players[0].id == s.players[1].id) throw InputError(file_.at(setup, "the two players need different ids"));
        s.active = file_.required(setup, "active");
        check_player(s, s.active, setup, setup.attribute("active"));
        for (const auto& p : s.players) players_.push_back(p.id);
        check_card_targets();

        for (auto node : root.child("actions").children()) {
            if (node.type() != pugi::node_element) continue;
            s.actions.push_back(read_action(s, node));
        }
        for (auto d : root.child("decisions").children("decision")) {
            ScriptedDecision decision{file_.required(d, "player"), file_.required(d, "kind"), file_.required(d, "choice"), pos(d)};
            check_player(s, decision.player, d, d.attribute("player"));
            s.decisions.push_back(decision);
        }
        for (auto e : root.children("expect"))
            for (auto node : e.children())
                if (node.type() == pugi::node_element) s.expectations.push_back(read_expectation(s, node));
        for (auto node : root.children()) {
            std::string_view name = node.name();
            if (node.type() == pugi::node_element && name != "title" && name != "rulings" && name != "notes" && name != "setup" &&
                name != "actions" && name != "decisions" && name != "expect")
                throw InputError(file_.at(node, "unknown element <" + std::string(name) + "> in <scenario>"));
        }
        return s;
    }

private:
    SourcePos pos(pugi::xml_node node) const {
        auto d = file_.at(node, "");
        return {d.line, d.column};
    }

    int number(pugi::xml_node node, const char* attribute, int fallback, int min, int max) const {
        auto attr = node.attribute(attribute);
        if (!attr) return fallback;
        return parse_number(node, attr, min, max);
    }

    int parse_number(pugi::xml_node node, pugi::xml_attribute attr, int min, int max) const {
        std::string text = rulesdb::trim(attr.value());
        if (!text.empty() && text.front() == '+') text.erase(0, 1);
        int value = 0;
        auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (ec != std::errc() || end != text.data() + text.size() || text.empty())
            throw InputError(file_.at(attr, node, std::string("'") + attr.name() + "' must be a whole number, not '" + attr.value() + "'"));
        if (value < min || value > max)
            throw InputError(file_.at(attr, node, std::string("'") + attr.name() + "' is " + std::to_string(value) +
                                                      ", out of range (" + std::to_string(min) + " to " + std::to_string(max) + ")"));
        return value;
    }

    void check_player(const Scenario& s, const std::string& id, pugi::xml_node node, pugi::xml_attribute attr) const {
        for (const auto& p : s.players)
            if (p.id == id) return;
        throw InputError(attr ? file_.at(attr, node, "unknown player '" + id + "'") : file_.at(node, "unknown player '" + id + "'"));
    }

    void load_library() {
        auto path = library_root_ / ruleset_.game() / "cards.xml";
        std::error_code ec;
        if (!fs::is_regular_file(path, ec)) return;
        library_file_ = std::make_unique<XmlFile>(path, rulesdb::display_path(path, fs::current_path()));
        for (auto node : library_file_->root().children("card")) library_[library_file_->required(node, "name")] = node;
    }

    std::set<std::string> keywords(const XmlFile& file, pugi::xml_node node) const {
        std::set<std::string> out;
        for (const auto& word : split_words(node.attribute("keywords").value())) {
            auto canonical = ruleset_.keyword(word);
            if (!canonical)
                throw InputError(file.at(node.attribute("keywords"), node, "unknown keyword '" + word + "' for " + ruleset_.game()));
            out.insert(*canonical);
        }
        return out;
    }

    // condition="NAME" or "NAME:NUMBER", as the ruleset's list says ("NAME:N" reads a whole number).
    void check_condition(const XmlFile& file, pugi::xml_node node, const std::string& condition) const {
        const auto conditions = ruleset_.conditions();
        const auto colon = condition.find(':');
        const auto name = condition.substr(0, colon);
        auto entry = std::find_if(conditions.begin(), conditions.end(), [&](const std::string& c) { return c.substr(0, c.find(':')) == name; });
        auto attr = node.attribute("condition");
        if (entry == conditions.end())
            throw InputError(file.at(attr, node, "unknown condition '" + name + "'; " + ruleset_.game() + " has " + list(conditions)));
        const bool reads_number = entry->find(':') != std::string::npos;
        if (!reads_number && colon != std::string::npos)
            throw InputError(file.at(attr, node, "condition '" + name + "' takes no number after a colon, found '" + condition + "'"));
        if (!reads_number) return;
        if (colon == std::string::npos)
            throw InputError(file.at(attr, node, "condition '" + name + "' needs a whole number after a colon (" + *entry + ")"));
        const auto text = condition.substr(colon + 1);
        int value = 0;
        auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (text.empty() || ec != std::errc() || end != text.data() + text.size() || value < 0 || value > kMaxValue)
            throw InputError(file.at(attr, node, "condition '" + name + "' needs a whole number after the colon, not '" + text + "'"));
    }

    Ability read_ability(const XmlFile& file, pugi::xml_node node) {
        Ability a;
        a.kind = file.required(node, "kind");
        if (!contains(ruleset_.ability_kinds(), a.kind))
            throw InputError(file.at(node.attribute("kind"), node, "unknown ability kind '" + a.kind + "'; " + ruleset_.game() + " has " + list(ruleset_.ability_kinds())));
        for (auto attr : node.attributes()) {
            std::string name = attr.name(), value = rulesdb::trim(attr.value());
            if (name == "kind") continue;
            else if (name == "trigger") a.trigger = value;
            else if (name == "condition") a.condition = value;
            else if (name == "target") a.target = value;
            else if (name == "op") a.operation = value;
            else if (name == "duration") a.duration = value;
            else if (name == "once-per-turn") a.once_per_turn = value == "true";
            else a.arguments[name] = value;
        }
        if (a.operation.empty()) throw InputError(file.at(node, "<ability> needs the attribute 'op'"));
        if (!contains(ruleset_.operations(), a.operation))
            throw InputError(file.at(node.attribute("op"), node, "unknown operation '" + a.operation + "'; " + ruleset_.game() + " has " + list(ruleset_.operations())));
        if (!a.duration.empty() && !contains(ruleset_.durations(), a.duration))
            throw InputError(file.at(node.attribute("duration"), node, "unknown duration '" + a.duration + "'; " + ruleset_.game() + " has " + list(ruleset_.durations())));
        if (a.arguments.count("amount")) parse_number(node, node.attribute("amount"), -kMaxValue, kMaxValue);
        if (node.attribute("trigger") && !contains(ruleset_.triggers(), a.trigger))
            throw InputError(file.at(node.attribute("trigger"), node, "unknown trigger '" + a.trigger + "'; " + ruleset_.game() + " has " + list(ruleset_.triggers())));
        if (node.attribute("condition")) check_condition(file, node, a.condition);
        // A target that is no target word may be the id of a card: checked once every card is read.
        if (node.attribute("target") && !contains(ruleset_.targets(), a.target)) card_targets_.push_back({&file, node});
        // A keyword given or taken away is named like the card's own keywords: by its Japanese
        // name or an alias, stored canonical so that the rules compare like with like.
        if (auto it = a.arguments.find("keyword"); it != a.arguments.end()) {
            auto canonical = ruleset_.keyword(it->second);
            if (!canonical)
                throw InputError(file.at(node.attribute("keyword"), node, "unknown keyword '" + it->second + "' for " + ruleset_.game()));
            it->second = *canonical;
        }
        return a;
    }

    // Applies a <card> element's definition (library or inline) onto `card`.
    void apply_definition(const XmlFile& file, pugi::xml_node node, Card& card, bool inline_card) {
        static const std::set<std::string> kGeneral = {"id", "name", "type", "keywords", "traits", "tapped", "face", "entered", "attached-to"};
        const auto stats = ruleset_.stats();
        const auto statuses = ruleset_.statuses();
        for (auto attr : node.attributes()) {
            std::string name = attr.name();
            std::string value = rulesdb::trim(attr.value());
            if (contains(stats, name)) {
                card.printed[name] = parse_number(node, attr, 0, kMaxValue);
            } else if (contains(statuses, name)) {
                card.status[name] = value;
            } else if (!kGeneral.count(name) || (!inline_card && (name == "id" || name == "tapped" || name == "face" ||
                                                                   name == "entered" || name == "attached-to"))) {
                throw InputError(file.at(attr, node, "unknown card attribute '" + name + "'"));
            }
        }
        if (node.attribute("type")) {
            card.type = rulesdb::trim(node.attribute("type").value());
            if (!contains(ruleset_.card_types(), card.type))
                throw InputError(file.at(node.attribute("type"), node, "unknown card type '" + card.type + "'; " + ruleset_.game() + " has " + list(ruleset_.card_types())));
        }
        if (node.attribute("keywords")) {
            auto more = keywords(file, node);
            card.keywords.insert(more.begin(), more.end());
        }
        for (const auto& t : split_words(node.attribute("traits").value())) card.traits.insert(t);
        for (auto ability : node.children("ability")) card.abilities.push_back(read_ability(file, ability));
    }

    Card read_card(pugi::xml_node node, const PlayerId& owner, std::vector<CardSetup>& beneath_out) {
        Card card;
        card.id = file_.required(node, "id");
        if (!ids_.insert(card.id).second) throw InputError(file_.at(node.attribute("id"), node, "duplicate card id '" + card.id + "'"));
        card.owner = owner;
        card.name = file_.optional(node, "name");
        if (!card.name.empty()) {
            auto found = library_.find(card.name);
            if (found != library_.end()) apply_definition(*library_file_, found->second, card, false);
            else if (!node.attribute("type"))
                throw InputError(file_.at(node.attribute("name"), node, "unknown card name '" + card.name + "': not in the " + ruleset_.game() +
                                                                           " card library, and no type given to define it here"));
        }
        apply_definition(file_, node, card, true);
        if (card.type.empty()) throw InputError(file_.at(node, "<card> needs a 'name' from the card library or a 'type'"));
        if (card.name.empty()) card.name = card.id;
        card.tapped = file_.optional(node, "tapped") == "true";
        auto face = file_.optional(node, "face", "up");
        if (face != "up" && face != "down") throw InputError(file_.at(node.attribute("face"), node, "face must be up or down"));
        card.face_down = face == "down";
        auto entered = file_.optional(node, "entered", "earlier");
        if (entered == "this-turn") card.entered_turn = -1;  // fixed up to the scenario's turn by the caller
        else if (entered != "earlier") throw InputError(file_.at(node.attribute("entered"), node, "entered must be this-turn or earlier"));
        card.attached_to = file_.optional(node, "attached-to");
        if (!card.attached_to.empty()) attachments_.push_back({card.attached_to, node});
        for (auto under : node.children("card")) {
            std::vector<CardSetup> nested;
            auto below = read_card(under, owner, nested);
            card.beneath.push_back(below.id);
            beneath_out.push_back({below, "", pos(under)});
            beneath_out.insert(beneath_out.end(), nested.begin(), nested.end());
        }
        for (auto child : node.children()) {
            std::string_view name = child.name();
            if (child.type() == pugi::node_element && name != "ability" && name != "card")
                throw InputError(file_.at(child, "unknown element <" + std::string(name) + "> in <card>"));
        }
        return card;
    }

    PlayerSetup read_player(pugi::xml_node node) {
        PlayerSetup p;
        p.id = file_.required(node, "id");
        p.name = file_.optional(node, "name", p.id);
        for (auto zone : node.children()) {
            if (zone.type() != pugi::node_element) continue;
            if (std::strcmp(zone.name(), "zone") != 0) throw InputError(file_.at(zone, "expected <zone>, found <" + std::string(zone.name()) + ">"));
            auto name = file_.required(zone, "name");
            if (!contains(ruleset_.zone_names(), name))
                throw InputError(file_.at(zone.attribute("name"), zone, "unknown zone '" + name + "'; " + ruleset_.game() + " has " + list(ruleset_.zone_names())));
            for (auto c : zone.children("card")) {
                std::vector<CardSetup> beneath;
                auto card = read_card(c, p.id, beneath);
                p.cards.push_back({card, name, pos(c)});
                p.cards.insert(p.cards.end(), beneath.begin(), beneath.end());
            }
        }
        return p;
    }

    void check_card_targets() const {
        for (const auto& [file, node] : card_targets_) {
            const auto target = rulesdb::trim(node.attribute("target").value());
            if (!ids_.count(target))
                throw InputError(file->at(node.attribute("target"), node, "unknown target '" + target + "'; " + ruleset_.game() + " has " +
                                                                             list(ruleset_.targets()) + ", or the id of a card in this scenario"));
        }
    }

    void check_card_words(pugi::xml_node node) const {
        for (auto attr : node.attributes()) {
            if (!kCardAttributes.count(attr.name())) continue;
            for (const auto& word : split_words(attr.value()))
                if (!kReservedWords.count(word) && !ids_.count(word))
                    throw InputError(file_.at(attr, node, "unknown card id '" + word + "'"));
        }
    }

    Action read_action(const Scenario& s, pugi::xml_node node) {
        Action a;
        a.kind = node.name();
        a.pos = pos(node);
        if (a.kind == "expect") {
            for (auto e : node.children())
                if (e.type() == pugi::node_element) a.checkpoint.push_back(read_expectation(s, e));
            return a;
        }
        auto specs = ruleset_.actions();
        auto spec = std::find_if(specs.begin(), specs.end(), [&](const ActionSpec& x) { return x.kind == a.kind; });
        if (spec == specs.end()) {
            std::vector<std::string> kinds;
            for (const auto& x : specs) kinds.push_back(x.kind);
            throw InputError(file_.at(node, "the game " + ruleset_.game() + " has no action <" + a.kind + ">; it has " + list(kinds)));
        }
        if (spec->needs_player) {
            a.player = file_.required(node, "player");
            check_player(s, a.player, node, node.attribute("player"));
        }
        for (const auto& name : spec->required) file_.required(node, name.c_str());
        for (auto attr : node.attributes()) {
            std::string name = attr.name();
            if (name == "player") continue;
            if (name == "expect") {
                if (std::string(attr.value()) != "refused") throw InputError(file_.at(attr, node, "expect must be 'refused'"));
                a.expect_refused = true;
            } else if (name == "because") {
                a.refused_because = rulesdb::trim(attr.value());
            } else if (contains(spec->required, name) || contains(spec->optional, name)) {
                a.arguments[name] = rulesdb::trim(attr.value());
            } else {
                throw InputError(file_.at(attr, node, "<" + a.kind + "> takes no attribute '" + name + "'"));
            }
        }
        if (!a.refused_because.empty() && !a.expect_refused)
            throw InputError(file_.at(node.attribute("because"), node, "'because' needs expect=\"refused\""));
        check_card_words(node);
        return a;
    }

    Expectation read_expectation(const Scenario& s, pugi::xml_node node) {
        static const std::map<std::string, std::vector<std::string>> kRequired = {
            {"card", {"id"}}, {"value", {"card", "stat", "equals"}}, {"count", {"player", "zone", "equals"}},
            {"winner", {}},   {"event", {"type"}},                  {"cited", {"id"}}};
        Expectation e;
        e.what = node.name();
        e.pos = pos(node);
        auto required = kRequired.find(e.what);
        if (required == kRequired.end())
            throw InputError(file_.at(node, "unknown expectation <" + e.what + ">; expected card, value, count, winner, event or cited"));
        for (const auto& name : required->second) file_.required(node, name.c_str());
        for (auto attr : node.attributes()) e.attributes[attr.name()] = rulesdb::trim(attr.value());
        if (e.what == "card") {
            if (!ids_.count(e.attributes["id"])) throw InputError(file_.at(node.attribute("id"), node, "unknown card id '" + e.attributes["id"] + "'"));
            if (auto z = e.attributes.find("zone"); z != e.attributes.end() && z->second != "none" && !contains(ruleset_.zone_names(), z->second))
                throw InputError(file_.at(node.attribute("zone"), node, "unknown zone '" + z->second + "'"));
        }
        if (e.what == "value") {
            auto stat = e.attributes["stat"];
            auto bare = stat.rfind("printed:", 0) == 0 ? stat.substr(8) : stat;
            if (!contains(ruleset_.stats(), bare))
                throw InputError(file_.at(node.attribute("stat"), node, "unknown stat '" + stat + "'; " + ruleset_.game() + " has " + list(ruleset_.stats())));
            parse_number(node, node.attribute("equals"), -kMaxValue, kMaxValue);
        }
        if (e.what == "count") {
            check_player(s, e.attributes["player"], node, node.attribute("player"));
            if (!contains(ruleset_.zone_names(), e.attributes["zone"]))
                throw InputError(file_.at(node.attribute("zone"), node, "unknown zone '" + e.attributes["zone"] + "'"));
            parse_number(node, node.attribute("equals"), 0, kMaxValue);
        }
        if (e.what == "winner" && !node.attribute("player") && std::string(node.attribute("none").value()) != "true")
            throw InputError(file_.at(node, "<winner> needs player=\"…\" or none=\"true\""));
        if (e.what == "winner" && node.attribute("player")) check_player(s, e.attributes["player"], node, node.attribute("player"));
        check_card_words(node);
        return e;
    }

public:
    void check_attachments() const {
        for (const auto& [target, node] : attachments_)
            if (!ids_.count(target)) throw InputError(file_.at(node.attribute("attached-to"), node, "unknown card id '" + target + "'"));
    }

private:
    const XmlFile& file_;
    const Ruleset& ruleset_;
    fs::path library_root_;
    std::unique_ptr<XmlFile> library_file_;
    std::map<std::string, pugi::xml_node> library_;
    std::set<std::string> ids_;
    std::vector<std::string> players_;
    std::vector<std::pair<std::string, pugi::xml_node>> attachments_;
    std::vector<std::pair<const XmlFile*, pugi::xml_node>> card_targets_;  // abilities whose target must be a card id
};

}  // namespace

LoadedScenario load_scenario(const fs::path& file, const std::string& display_name, const RulesetLookup& rulesets,
                             const fs::path& library_root) {
    XmlFile xml(file, display_name);
    auto root = xml.root();
    if (std::strcmp(root.name(), "scenario") != 0) throw InputError(xml.at(root, "the root element must be <scenario>"));
    auto game = xml.required(root, "game");
    const Ruleset* ruleset = rulesets(game);
    if (!ruleset) throw InputError(xml.at(root.attribute("game"), root, "unknown game '" + game + "' (judge knows iw, gcb, dm)"));
    Reader reader(xml, *ruleset, library_root);
    LoadedScenario loaded{reader.read(root, game), ruleset};
    reader.check_attachments();
    for (auto& p : loaded.scenario.players)
        for (auto& c : p.cards)
            if (c.card.entered_turn == -1) c.card.entered_turn = loaded.scenario.turn;
    return loaded;
}

ScenarioHeader read_scenario_header(const fs::path& file, const std::string& display_name) {
    XmlFile xml(file, display_name);
    auto root = xml.root();
    if (std::strcmp(root.name(), "scenario") != 0) throw InputError(xml.at(root, "the root element must be <scenario>"));
    ScenarioHeader header{xml.required(root, "id"), xml.required(root, "game"), {}, {}};
    for (auto r : root.child("rulings").children("ruling")) {
        header.rulings.push_back(xml.required(r, "ref"));
        header.ruling_lines.push_back(xml.line_of(r));
    }
    return header;
}

std::vector<fs::path> find_scenario_files(const fs::path& path) {
    std::vector<fs::path> out;
    std::error_code ec;
    if (fs::is_directory(path, ec)) {
        for (const auto& entry : fs::recursive_directory_iterator(path, ec))
            if (entry.is_regular_file() && entry.path().extension() == ".xml" && entry.path().filename() != "cards.xml")
                out.push_back(entry.path());
        std::sort(out.begin(), out.end());
    } else {
        out.push_back(path);
    }
    return out;
}

}  // namespace judge
