// Loading of the XML rules content. Each element is read on its own, so one bad entry is
// reported and the rest of the file still checked.
#include "rulesdb/corpus_loader.hpp"

#include <algorithm>
#include <cstring>
#include <initializer_list>
#include <optional>
#include <sstream>

#include "messages/language.hpp"
#include "rulesdb/rulesdb_messages.hpp"
#include "rulesdb/section_number.hpp"
#include "rulesdb/xml_file.hpp"

namespace fs = std::filesystem;

namespace rulesdb {

namespace {

// Rules nested deeper than this are refused: the rule documents have a handful of levels, and the
// reader walks the nesting recursively (docs/database.md).
constexpr int kMaxRuleNesting = 64;

Origin origin_of(const XmlFile& file, pugi::xml_node node) { return {file.name(), file.line_of(node)}; }


std::vector<Reference> references(const XmlFile& file, pugi::xml_node node, const char* child) {
    std::vector<Reference> out;
    for (auto element : node.children(child)) out.push_back({file.required(element, "ref"), origin_of(file, element)});
    return out;
}

// A content element may carry only the attributes and child elements its kind defines: a misspelt
// one (`titel=`, `supersedes=` for the <supersedes> element) would otherwise be dropped unseen.
// An entry's attributes and children are among the ones it takes, the children named in `once` are
// there at most once (a second <question> would be dropped unread), and no text stands between them.
void refuse_unknown(const XmlFile& file, pugi::xml_node node, std::initializer_list<std::string_view> attributes,
                    std::initializer_list<std::string_view> children, std::initializer_list<std::string_view> once) {
    auto listed = [](std::initializer_list<std::string_view> names, std::string_view name) {
        return std::find(names.begin(), names.end(), name) != names.end();
    };
    for (auto attribute : node.attributes())
        if (!listed(attributes, attribute.name()))
            throw InputError(file.at(attribute, node, msg::say(say::kTakesNoAttribute, {{"element", node.name()}, {"attribute", attribute.name()}})));
    for (auto child : node.children()) {
        if (child.type() == pugi::node_pcdata || child.type() == pugi::node_cdata) {
            const std::string_view text = child.value();
            const auto first = text.find_first_not_of(" \t\r\n");
            // Placed at its first visible character: the node starts at the line end before it.
            if (first != std::string_view::npos && !trim(text).empty())
                throw InputError(file.at_offset(child.offset_debug() + static_cast<std::ptrdiff_t>(first), msg::say(say::kTextNotHere, {{"element", node.name()}})));
            continue;
        }
        if (child.type() != pugi::node_element) continue;
        if (!listed(children, child.name()))
            throw InputError(file.at(child, msg::say(say::kTakesNoElement, {{"element", node.name()}, {"child", child.name()}})));
        if (listed(once, child.name()) && child.previous_sibling(child.name()))
            throw InputError(file.at(child, msg::say(say::kChildTwice, {{"element", node.name()}, {"child", child.name()}})));
    }
}

class GameFileReader {
public:
    GameFileReader(const XmlFile& file, std::string game, CorpusSink& sink, Diagnostics& problems)
        : file_(file), game_(std::move(game)), sink_(sink), problems_(problems) {}

    void read_entries(pugi::xml_node root) {
        int order = 0;
        for (auto node : root.children()) {
            if (node.type() != pugi::node_element) continue;
            guarded([&] { read_entry(node, "", order, 1); });
        }
    }

private:
    template <class F>
    void guarded(F&& read) {
        try {
            read();
        } catch (const InputError& e) {
            problems_.push_back(e.diagnostic());
        }
    }

    void read_entry(pugi::xml_node node, const std::string& parent, int& order, int depth) {
        std::string_view name = node.name();
        if (depth > kMaxRuleNesting)
            throw InputError(file_.at(node, msg::say(say::kRulesTooDeep, {{"n", kMaxRuleNesting}})));
        if (name == "rule") read_rule(node, parent, order++, depth);
        else if (!parent.empty()) throw InputError(file_.at(node, msg::say(say::kNotInsideRule, {{"element", name}})));
        else if (name == "ruling") read_ruling(node);
        else if (name == "assumption") read_assumption(node);
        else if (name == "term") read_term(node);
        else throw InputError(file_.at(node, msg::say(say::kUnknownContentElement, {{"element", name}})));
    }

    // The cards an entry is about: <card ref="DM-C-…"/>, each once.
    std::vector<Reference> card_references(pugi::xml_node node) const {
        for (auto card : node.children("card")) refuse_unknown(file_, card, {"ref"}, {}, {});
        return references(file_, node, "card");
    }

    // The official sections an entry cites: <official doc="dm-cr" section="506.2"/>, placed at the
    // section (what a newer version of the document most often takes away). A malformed one is a
    // problem of its own: the entry is still read, so its ID is no follow-on of the mistake.
    std::vector<OfficialRef> official_references(pugi::xml_node node) {
        std::vector<OfficialRef> out;
        for (auto element : node.children("official")) {
            guarded([&] {
                refuse_unknown(file_, element, {"doc", "section"}, {}, {});
                OfficialRef ref{file_.required(element, "doc"), normalized_section(file_.required(element, "section")), origin_of(file_, element), 0};
                const auto place = file_.at(element.attribute("section"), element, "");
                ref.origin.line = place.line;
                ref.column = place.column;
                out.push_back(std::move(ref));
            });
        }
        return out;
    }

    void read_rule(pugi::xml_node node, const std::string& parent, int order, int depth) {
        refuse_unknown(file_, node, {"id", "title-ja", "title-en", "source", "heading"},
                       {"text", "text-en", "official", "rule", "ruling", "assumption", "term"}, {"text", "text-en"});
        Rule rule;
        rule.id = file_.required(node, "id");
        rule.game = game_;
        rule.parent_id = parent;
        rule.order = order;
        rule.title_ja = file_.required(node, "title-ja");
        rule.title_en = file_.required(node, "title-en");
        rule.source_doc = file_.required(node, "source");
        rule.heading = file_.optional(node, "heading");
        rule.text = file_.required_text(node, "text");
        rule.text_en = file_.optional_text(node, "text-en");
        rule.official = official_references(node);
        rule.origin = origin_of(file_, node);
        sink_.rule(rule);

        int child_order = 0;
        for (auto child : node.children()) {
            if (child.type() != pugi::node_element) continue;
            std::string_view child_name = child.name();
            if (child_name == "text" || child_name == "text-en" || child_name == "official") continue;
            guarded([&] { read_entry(child, rule.id, child_order, depth + 1); });
        }
    }

    void read_ruling(pugi::xml_node node) {
        refuse_unknown(file_, node, {"id", "title-ja", "title-en", "date", "source", "heading", "tags"},
                       {"question", "answer", "cites", "supersedes", "scenario", "card", "official"}, {"question", "answer"});
        Ruling ruling;
        ruling.id = file_.required(node, "id");
        ruling.game = game_;
        ruling.title_ja = file_.required(node, "title-ja");
        ruling.title_en = file_.required(node, "title-en");
        ruling.date = file_.required(node, "date");
        ruling.source_doc = file_.required(node, "source");
        ruling.heading = file_.optional(node, "heading");
        ruling.tags = split_tags(file_.optional(node, "tags"));
        ruling.question = file_.required_text(node, "question");
        ruling.answer = file_.required_text(node, "answer");
        ruling.cites = references(file_, node, "cites");
        ruling.cards = card_references(node);
        ruling.official = official_references(node);
        ruling.origin = origin_of(file_, node);
        if (ruling.cites.empty()) throw InputError(file_.at(node, msg::say(say::kRulingCitesNothing, {{"id", ruling.id}})));
        auto supersedes = references(file_, node, "supersedes");
        if (supersedes.size() > 1) throw InputError(file_.at(node, msg::say(say::kSupersedesSeveral, {{"id", ruling.id}})));
        if (!supersedes.empty()) ruling.supersedes = supersedes.front();
        for (auto link : node.children("scenario"))
            sink_.scenario_link({ruling.id, file_.required(link, "path"), "", origin_of(file_, link)});
        sink_.ruling(ruling);
    }

    void read_assumption(pugi::xml_node node) {
        refuse_unknown(file_, node, {"id", "title-ja", "title-en", "source"}, {"text", "why", "card", "official"}, {"text", "why"});
        Assumption a;
        a.id = file_.required(node, "id");
        a.game = game_;
        a.title_ja = file_.required(node, "title-ja");
        a.title_en = file_.required(node, "title-en");
        a.source_doc = file_.optional(node, "source");
        a.text = file_.required_text(node, "text");
        a.why = file_.required_text(node, "why");
        a.cards = card_references(node);
        a.official = official_references(node);
        a.origin = origin_of(file_, node);
        sink_.assumption(a);
    }

    void read_term(pugi::xml_node node) {
        refuse_unknown(file_, node, {"id", "ja", "en", "reading"}, {"note", "alias", "known-as", "see"}, {"note"});
        Term term;
        term.id = file_.required(node, "id");
        term.game = game_;
        term.ja = file_.required(node, "ja");
        term.en = file_.required(node, "en");
        term.reading = file_.optional(node, "reading");
        term.note = file_.optional_text(node, "note");
        for (auto alias : node.children("alias")) {
            auto text = trim(alias.text().get());
            if (text.empty()) throw InputError(file_.at(alias, msg::say(say::kEmptyAlias)));
            term.aliases.push_back(text);
        }
        for (auto name : node.children("known-as")) {
            auto text = trim(name.text().get());
            if (text.empty()) throw InputError(file_.at(name, msg::say(say::kEmptyKnownAs)));
            term.known_as.push_back(text);
        }
        term.see = references(file_, node, "see");
        term.origin = origin_of(file_, node);
        sink_.term(term);
    }

    const XmlFile& file_;
    std::string game_;
    CorpusSink& sink_;
    Diagnostics& problems_;
};

std::vector<fs::path> sorted_entries(const fs::path& dir, bool directories) {
    std::vector<fs::path> out;
    for (const auto& entry : fs::directory_iterator(dir)) {
        // A content file that cannot be read (a dangling link, a link to itself) is listed too, so that
        // loading names it: its status is asked without throwing.
        std::error_code ec;
        const bool folder = entry.is_directory(ec);
        if (directories ? folder : (!folder && entry.path().extension() == ".xml")) out.push_back(entry.path());
    }
    std::sort(out.begin(), out.end());
    return out;
}

void load_game(const fs::path& dir, const fs::path& base, CorpusSink& sink, Diagnostics& problems) {
    auto game_file = dir / "game.xml";
    std::error_code ec;
    if (!fs::exists(game_file, ec) && !fs::is_symlink(game_file, ec)) {
        problems.push_back({display_path(dir, base), 0, 0, msg::say(say::kNeedsGameXml)});
        return;
    }
    std::string game_id;
    try {
        XmlFile file(game_file, display_path(game_file, base), InputKind::content);
        auto root = file.root();
        if (std::strcmp(root.name(), "game") != 0) throw InputError(file.at(root, msg::say(say::kGameRoot)));
        Game game;
        game.id = file.required(root, "id");
        game.name_ja = file.required(root, "name-ja");
        game.name_en = file.required(root, "name-en");
        game.origin = origin_of(file, root);
        if (game.id != dir.filename().string())
            throw InputError(file.at(root, msg::say(say::kGameFolderMismatch, {{"id", game.id}, {"folder", dir.filename().string()}})));
        for (auto doc : root.children("document")) {
            refuse_unknown(file, doc, {"id", "title", "path", "url"}, {}, {});
            std::string url = file.optional(doc, "url");
            if (!url.empty() && url.rfind("https://", 0) != 0 && url.rfind("http://", 0) != 0)
                throw InputError(file.at(doc.attribute("url"), doc, msg::say(say::kBadUrl, {{"url", url}})));
            game.documents.push_back({file.required(doc, "id"), file.required(doc, "title"), file.required(doc, "path"), url,
                                      origin_of(file, doc)});
        }
        game_id = game.id;
        sink.game(game);
    } catch (const InputError& e) {
        problems.push_back(e.diagnostic());
        return;
    }

    for (const auto& path : sorted_entries(dir, false)) {
        if (path.filename() == "game.xml") continue;
        try {
            XmlFile file(path, display_path(path, base), InputKind::content);
            auto root = file.root();
            if (std::strcmp(root.name(), "entries") != 0) throw InputError(file.at(root, msg::say(say::kEntriesRoot)));
            auto declared = file.required(root, "game");
            if (declared != game_id)
                throw InputError(file.at(root, msg::say(say::kEntriesWrongFolder, {{"declared", declared}, {"folder", game_id}})));
            GameFileReader(file, game_id, sink, problems).read_entries(root);
        } catch (const InputError& e) {
            problems.push_back(e.diagnostic());
        }
    }
}

}  // namespace

std::vector<std::string> split_tags(const std::string& text) {
    std::vector<std::string> tags;
    std::stringstream in(text);
    std::string tag;
    while (std::getline(in, tag, ','))
        if (auto t = trim(tag); !t.empty()) tags.push_back(t);
    return tags;
}

std::optional<Diagnostic> data_folder_problem(const fs::path& data_dir) {
    std::error_code ec;
    if (!fs::is_directory(data_dir, ec))
        return Diagnostic{data_dir.string(), 0, 0, msg::say(fs::exists(data_dir, ec) ? say::kDataIsNotFolder : say::kNoDataFolder)};
    if (sorted_entries(data_dir, true).empty()) return Diagnostic{data_dir.string(), 0, 0, msg::say(say::kDataHasNoGames)};
    return std::nullopt;
}

Diagnostics read_corpus(const fs::path& data_dir, const fs::path& display_base, CorpusSink& sink) {
    if (auto problem = data_folder_problem(data_dir)) return {*problem};
    Diagnostics problems;
    for (const auto& dir : sorted_entries(data_dir, true)) load_game(dir, display_base, sink, problems);
    return problems;
}

LoadResult load_corpus(const fs::path& data_dir, const fs::path& display_base) {
    LoadResult result;
    CorpusCollector collect(result.corpus);
    result.problems = read_corpus(data_dir, display_base, collect);
    return result;
}

void replay_corpus(const Corpus& corpus, CorpusSink& sink) {
    for (const auto& game : corpus.games) sink.game(game);
    for (const auto& rule : corpus.rules) sink.rule(rule);
    for (const auto& ruling : corpus.rulings) sink.ruling(ruling);
    for (const auto& assumption : corpus.assumptions) sink.assumption(assumption);
    for (const auto& term : corpus.terms) sink.term(term);
    for (const auto& link : corpus.scenario_links) sink.scenario_link(link);
    for (const auto& card : corpus.cards) sink.card(card);
    for (const auto& use : corpus.card_uses) sink.card_use(use);
}

}  // namespace rulesdb
