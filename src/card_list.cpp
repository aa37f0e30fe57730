// Reading a card list: see card_list.hpp. Each row becomes one <card> of a card library written on
// one line, which the engine's library reader checks; the columns of the line that each cell's
// attribute takes are kept, so that a problem the reader finds is reported at the cell it came from.
#include "card_list.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <map>
#include <optional>

#include <pugixml.hpp>

#include "cli_messages.hpp"
#include "messages/language.hpp"
#include "rulesdb/corpus_validator.hpp"
#include "rulesdb/text_fold.hpp"
#include "rulesdb/xml_file.hpp"

namespace cli {

namespace {

enum class Column { id, name, reading, name_en, type, traits, civilizations, keywords, text, text_en, abilities, value, skipped };

// The headings a column goes by, as spreadsheets in Japan and elsewhere name them (compared folded:
// case, width and kana alike).
struct Heading {
    const char* name;
    Column column;
};
constexpr Heading kHeadings[] = {
    {"id", Column::id},
    {"name", Column::name}, {"名前", Column::name}, {"カード名", Column::name},
    {"reading", Column::reading}, {"読み", Column::reading}, {"よみ", Column::reading}, {"ふりがな", Column::reading},
    {"name_en", Column::name_en}, {"name-en", Column::name_en}, {"english name", Column::name_en}, {"英語名", Column::name_en},
    {"type", Column::type}, {"card type", Column::type}, {"種類", Column::type}, {"カードタイプ", Column::type},
    {"traits", Column::traits}, {"特徴", Column::traits}, {"races", Column::traits}, {"race", Column::traits}, {"種族", Column::traits},
    {"attributes", Column::traits}, {"属性", Column::traits}, {"factions", Column::traits}, {"勢力", Column::traits},
    {"civilizations", Column::civilizations}, {"civilization", Column::civilizations}, {"文明", Column::civilizations},
    {"keywords", Column::keywords}, {"キーワード", Column::keywords}, {"キーワード能力", Column::keywords},
    {"text", Column::text}, {"テキスト", Column::text}, {"カードテキスト", Column::text},
    {"text_en", Column::text_en}, {"text-en", Column::text_en}, {"英語テキスト", Column::text_en},
    {"abilities", Column::abilities}, {"能力", Column::abilities},
};

struct PlannedColumn {
    Column column;
    std::string attribute;  // a value column: the stat or status it gives
    std::string heading;    // as the header wrote it
};

// A part of a generated line: the columns (in characters) an attribute or element takes, and the
// cell it came from.
struct Span {
    int first, last;
    std::size_t cell;
};

int characters(std::string_view text) {
    int n = 0;
    for (char c : text) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return n;
}

// A list of words as a cell writes it: spaces, commas, 、 or slashes between them (・ stays: it is
// part of names such as アーマード・ドラゴン).
std::vector<std::string> words_of(std::string_view cell) {
    std::string spaced(cell);
    for (const char* separator : {",", "、", "，", "/", "／", "\xE3\x80\x80"})
        for (std::size_t at; (at = spaced.find(separator)) != std::string::npos;) spaced.replace(at, std::string_view(separator).size(), " ");
    std::vector<std::string> out;
    std::size_t at = 0;
    while (at < spaced.size()) {
        const auto start = spaced.find_first_not_of(' ', at);
        if (start == std::string::npos) break;
        const auto end = spaced.find(' ', start);
        out.push_back(spaced.substr(start, end == std::string::npos ? std::string::npos : end - start));
        at = end == std::string::npos ? spaced.size() : end;
    }
    return out;
}

// A number as spreadsheets in Japan write it, as digits: full-width digits (３０００) and thousands
// separators (3,000 or ３，０００) are read; anything else is left for the check to refuse.
std::string plain_number(std::string_view cell) {
    std::string digits;
    for (std::size_t i = 0; i < cell.size();) {
        const auto c = static_cast<unsigned char>(cell[i]);
        if (c == 0xEF && i + 2 < cell.size() && static_cast<unsigned char>(cell[i + 1]) == 0xBC) {
            const auto d = static_cast<unsigned char>(cell[i + 2]);
            if (d >= 0x90 && d <= 0x99) digits += static_cast<char>('0' + (d - 0x90));  // ０-９
            else if (d == 0x8C) digits += ',';                                           // ，
            else return std::string(cell);
            i += 3;
            continue;
        }
        digits += static_cast<char>(c);
        ++i;
    }
    // Commas only as thousands separators: 1 to 3 digits, then groups of three.
    if (digits.find(',') == std::string::npos) return digits;
    const auto first = digits.find(',');
    if (first == 0 || first > 3) return std::string(cell);
    std::string out = digits.substr(0, first);
    for (std::size_t at = first; at < digits.size(); at += 4) {
        if (digits[at] != ',' || at + 4 > digits.size()) return std::string(cell);
        const auto group = digits.substr(at + 1, 3);
        if (group.find(',') != std::string::npos) return std::string(cell);
        out += group;
    }
    return out;
}

std::string joined(const std::vector<std::string>& words) {
    std::string out;
    for (const auto& w : words) out += (out.empty() ? "" : " ") + w;
    return out;
}

// A stable ID for a card the list gives none: the game's prefix and a hash of its name, so that the
// same card keeps its ID when the list is imported again, in any order.
std::string generated_id(const std::string& game, const std::string& name) {
    std::uint64_t hash = 1469598103934665603ull;  // FNV-1a, 64 bits
    for (unsigned char c : name) hash = (hash ^ c) * 1099511628211ull;
    char digits[17];
    std::snprintf(digits, sizeof digits, "%012llX", static_cast<unsigned long long>(hash & 0xFFFFFFFFFFFFull));
    return rulesdb::id_prefix(game) + "-C-" + digits;
}

class ListReader {
public:
    ListReader(const rulesdb::Table& table, const std::string& display_name, const judge::Ruleset& ruleset, const std::vector<std::string>& skipped)
        : table_(table), name_(display_name), ruleset_(ruleset), skipped_(skipped), stats_(ruleset.stats()),
          civilizations_(ruleset.civilizations()) {}

    // The cards whose text was compiled, in row order (after read()).
    const std::vector<TextCompiled>& compiled() const { return compiled_; }

    judge::CardEntries read(const std::string& source) {
        judge::CardEntries out;
        if (table_.rows.empty()) {
            out.problems.push_back({name_, 0, 0, msg::say(kCardListEmpty)});
            return out;
        }
        plan(table_.rows.front());
        if (!problems_.empty()) return {{}, problems_};
        std::string library = "<cards game=\"" + ruleset_.game() + "\" source=\"import\">\n";
        for (std::size_t r = 1; r < table_.rows.size(); ++r)
            if (auto line = line_of(r); !line.empty()) library += line + "\n";
        library += "</cards>\n";
        if (lines_.empty()) return {{}, problems_};
        auto read = judge::read_card_entries_text(std::move(library), name_, ruleset_);
        for (const auto& problem : read.problems) problems_.push_back(located(problem));
        std::stable_sort(problems_.begin(), problems_.end(), [](const auto& a, const auto& b) { return a.line < b.line; });
        for (auto& card : read.cards) {
            const auto& row = table_.rows[lines_[static_cast<std::size_t>(card.origin.line - 2)].row];
            card.origin = {name_, row.line};
            for (const auto& c : compiled_)
                if (c.line == row.line)
                    for (const auto& s : c.card.sentences)
                        if (!s.understood()) card.unplayed += (card.unplayed.empty() ? "" : "\n") + s.text;
            card.source_doc.clear();
            card.imported_from = source;
        }
        out.cards = std::move(read.cards);
        out.problems = std::move(problems_);
        return out;
    }

private:
    struct Line {
        std::size_t row;
        std::vector<Span> spans;
    };

    void problem(const rulesdb::TableCell& cell, const std::string& heading, const std::string& message) {
        problems_.push_back({name_, cell.line, cell.column, msg::say(kCardListColumn, {{"column", heading}, {"problem", message}})});
    }

    std::optional<PlannedColumn> known(const std::string& heading) const {
        const auto key = rulesdb::fold_key(heading);
        for (const auto& h : kHeadings)
            if (rulesdb::fold_key(h.name) == key) return PlannedColumn{h.column, "", heading};
        auto value = [&](const std::string& word, judge::WordKind kind) -> std::optional<PlannedColumn> {
            if (rulesdb::fold_key(word) == key) return PlannedColumn{Column::value, word, heading};
            if (auto label = ruleset_.label(kind, word); label && (rulesdb::fold_key(label->ja) == key || rulesdb::fold_key(label->en) == key))
                return PlannedColumn{Column::value, word, heading};
            return std::nullopt;
        };
        for (const auto& stat : stats_)
            if (auto found = value(stat, judge::WordKind::stat)) return found;
        for (const auto& status : ruleset_.statuses())
            if (auto found = value(status.name, judge::WordKind::status)) return found;
        return std::nullopt;
    }

    void plan(const rulesdb::TableRow& header) {
        std::vector<std::string> taken;
        for (const auto& cell : header.cells) {
            if (std::find(skipped_.begin(), skipped_.end(), cell.value) != skipped_.end()) {
                columns_.push_back({Column::skipped, "", cell.value});
                continue;
            }
            auto column = known(cell.value);
            if (!column) {
                problems_.push_back({name_, cell.line, cell.column, msg::say(kCardListUnknownColumn, {{"column", cell.value}, {"game", ruleset_.game()}, {"columns", column_names()}})});
                columns_.push_back({Column::value, "", cell.value});
                continue;
            }
            if (column->column == Column::civilizations && civilizations_.empty())
                problems_.push_back({name_, cell.line, cell.column, msg::say(kCardListNoCivilizations, {{"column", cell.value}, {"game", ruleset_.game()}})});
            const auto what = column->column == Column::value ? column->attribute : std::to_string(static_cast<int>(column->column));
            if (column->column != Column::traits && std::find(taken.begin(), taken.end(), what) != taken.end())
                problems_.push_back({name_, cell.line, cell.column, msg::say(kCardListColumnTwice, {{"column", cell.value}})});
            taken.push_back(what);
            columns_.push_back(std::move(*column));
        }
        for (auto required : {Column::name, Column::type})
            if (std::none_of(columns_.begin(), columns_.end(), [&](const auto& c) { return c.column == required; }))
                problems_.push_back({name_, header.line, 1, msg::say(kCardListMissingColumn, {{"column", required == Column::name ? "name" : "type"}})});
    }

    std::string column_names() const {
        std::string out = "id, name, reading, name_en, type, traits, races, keywords, text, text_en, abilities";
        if (!civilizations_.empty()) out += ", civilizations";
        for (const auto& stat : stats_) out += ", " + stat;
        for (const auto& status : ruleset_.statuses()) out += ", " + status.name;
        return out;
    }

    // The row as one <card> line, or an empty line when a value is wrong already (reported here).
    std::string line_of(std::size_t r) {
        const auto& row = table_.rows[r];
        const auto before = problems_.size();
        if (row.cells.size() > columns_.size()) {
            const auto& extra = row.cells[columns_.size()];
            problems_.push_back({name_, extra.line, extra.column, msg::say(kCardListExtraCell, {{"count", columns_.size()}})});
            return {};
        }
        std::string id, name;
        std::optional<std::size_t> name_cell;
        std::vector<std::string> traits, keywords;
        std::vector<std::size_t> trait_cells, keyword_cells;
        for (std::size_t c = 0; c < row.cells.size(); ++c) {
            const auto& cell = row.cells[c];
            const auto& column = columns_[c];
            if (column.column == Column::id) id = cell.value;
            if (column.column == Column::name) {
                name = cell.value;
                name_cell = c;
            }
            if (cell.value.empty()) continue;
            switch (column.column) {
                case Column::value:
                    if (is_stat(column.attribute) && !whole_number(plain_number(cell.value)))
                        problem(cell, column.heading, msg::say(kCardListNotNumber, {{"value", cell.value}}));
                    break;
                case Column::civilizations:
                    for (const auto& civ : words_of(cell.value))
                        if (std::find(civilizations_.begin(), civilizations_.end(), civ) == civilizations_.end())
                            problem(cell, column.heading, msg::say(kCardListUnknownCivilization, {{"value", civ}, {"game", ruleset_.game()}, {"names", msg::join(civilizations_)}}));
                    [[fallthrough]];
                case Column::traits:
                    for (auto& w : words_of(cell.value)) traits.push_back(std::move(w));
                    trait_cells.push_back(c);
                    break;
                case Column::keywords:
                    for (auto& w : words_of(cell.value)) keywords.push_back(std::move(w));
                    keyword_cells.push_back(c);
                    break;
                case Column::abilities: {
                    pugi::xml_document fragment;
                    const auto parsed = fragment.load_string(("<a>" + cell.value + "</a>").c_str());
                    if (!parsed) problem(cell, column.heading, msg::say(kCardListBadAbilities, {{"problem", parsed.description()}}));
                    break;
                }
                default: break;
            }
        }
        if (name.empty()) {
            const auto& at = name_cell ? row.cells[*name_cell] : row.cells.front();
            problem(at, columns_[name_cell.value_or(0)].heading, msg::say(kCardListNoName));
        } else if (auto [first, fresh] = names_.emplace(name, row.line); !fresh) {
            problem(row.cells[*name_cell], columns_[*name_cell].heading, msg::say(kCardListNameTwice, {{"name", name}, {"line", first->second}}));
        }
        if (!id.empty()) {
            const auto c = *cell_of(Column::id);
            if (!rulesdb::is_well_formed_id(id) || id.rfind(rulesdb::id_prefix(ruleset_.game()) + "-C-", 0) != 0)
                problem(row.cells[c], columns_[c].heading, msg::say(kCardListBadId, {{"id", id}, {"prefix", rulesdb::id_prefix(ruleset_.game()) + "-C-"}}));
            else if (auto [first, fresh] = ids_.emplace(id, row.line); !fresh)
                problem(row.cells[c], columns_[c].heading, msg::say(kCardListIdTwice, {{"id", id}, {"line", first->second}}));
        }
        if (problems_.size() != before) return {};
        return generate(r, id.empty() ? generated_id(ruleset_.game(), name) : id, traits, trait_cells, keywords, keyword_cells);
    }

    // A card type as a Japanese list writes it (クリーチャー, 呪文) is the game's word for it (creature).
    std::string type_word(const std::string& cell) const {
        const auto key = rulesdb::fold_key(cell);
        for (const auto& type : ruleset_.card_types())
            if (auto label = ruleset_.label(judge::WordKind::card_type, type); label && rulesdb::fold_key(label->ja) == key) return type;
        return cell;
    }

    bool is_stat(const std::string& attribute) const {
        return std::find(stats_.begin(), stats_.end(), attribute) != stats_.end();
    }

    static bool whole_number(const std::string& text) {
        return !text.empty() && text.size() <= 7 && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }) &&
               std::stol(text) <= 1'000'000;
    }

    std::string generate(std::size_t r, const std::string& id, const std::vector<std::string>& traits, const std::vector<std::size_t>& trait_cells,
                         std::vector<std::string> keywords, std::vector<std::size_t> keyword_cells) {
        const auto& row = table_.rows[r];
        // With no abilities column, the card's text is read into its abilities (docs/card-text.md).
        std::optional<judge::CompiledCard> from_text;
        if (const auto* grammar = ruleset_.card_text_grammar(); grammar && !cell_of(Column::abilities)) {
            const auto text_cell = cell_of(Column::text), type_cell = cell_of(Column::type), name_cell = cell_of(Column::name);
            const auto value = [&](std::optional<std::size_t> c) { return c && *c < row.cells.size() ? row.cells[*c].value : std::string(); };
            if (!value(text_cell).empty()) {
                const auto type = type_word(value(type_cell));
                from_text = judge::compile_card_text(ruleset_, *grammar, value(text_cell), type);
                judge::check_compiled_abilities(ruleset_, *from_text, type);
                for (const auto& k : from_text->keywords)
                    if (std::find(keywords.begin(), keywords.end(), k) == keywords.end()) {
                        keywords.push_back(k);
                        keyword_cells.push_back(*text_cell);
                    }
                compiled_.push_back({row.line, value(name_cell), *from_text});
            }
        }
        Line line{r, {}};
        std::string out = "<card";
        auto add = [&](const std::string& piece, std::size_t cell) {
            const int first = characters(out) + 1;
            out += piece;
            line.spans.push_back({first, characters(out), cell});
        };
        auto attribute = [&](const std::string& name, const std::string& value, std::size_t cell) { add(" " + name + "=\"" + rulesdb::xml_escaped(value) + "\"", cell); };
        const auto id_cell = cell_of(Column::id);
        attribute("id", id, id_cell.value_or(cell_of(Column::name).value_or(0)));
        std::string text, text_en, abilities;
        std::size_t text_cell = 0, text_en_cell = 0, abilities_cell = 0;
        for (std::size_t c = 0; c < row.cells.size(); ++c) {
            const auto& value = row.cells[c].value;
            if (value.empty()) continue;
            switch (columns_[c].column) {
                case Column::name: attribute("name", value, c); break;
                case Column::reading: attribute("reading", value, c); break;
                case Column::name_en: attribute("name-en", value, c); break;
                case Column::type: attribute("type", type_word(value), c); break;
                case Column::value: attribute(columns_[c].attribute, is_stat(columns_[c].attribute) ? plain_number(value) : value, c); break;
                case Column::text: text = value, text_cell = c; break;
                case Column::text_en: text_en = value, text_en_cell = c; break;
                case Column::abilities: abilities = value, abilities_cell = c; break;
                default: break;
            }
        }
        // A value a keyword line of the text gives (パワーアタッカー+2000), unless a column gives it.
        if (from_text)
            for (const auto& value : from_text->values)  // named, not bound: clang 14 lets no lambda capture a binding
                if (std::none_of(columns_.begin(), columns_.end(), [&](const auto& c) { return c.column == Column::value && c.attribute == value.first; }))
                    attribute(value.first, value.second, *cell_of(Column::text));
        if (!traits.empty()) attribute("traits", joined(traits), trait_cells.front());
        if (!keywords.empty()) attribute("keywords", joined(keywords), keyword_cells.front());
        out += ">";
        if (!text.empty()) add("<text>" + rulesdb::xml_escaped(text) + "</text>", text_cell);
        if (!text_en.empty()) add("<text-en>" + rulesdb::xml_escaped(text_en) + "</text-en>", text_en_cell);
        if (from_text) {
            abilities = from_text->abilities_xml();
            abilities_cell = *cell_of(Column::text);
        }
        if (!abilities.empty()) {
            std::string flat = abilities;
            std::replace(flat.begin(), flat.end(), '\n', ' ');
            std::replace(flat.begin(), flat.end(), '\r', ' ');
            add(flat, abilities_cell);
        }
        out += "</card>";
        lines_.push_back(std::move(line));
        return out;
    }

    std::optional<std::size_t> cell_of(Column column) const {
        for (std::size_t c = 0; c < columns_.size(); ++c)
            if (columns_[c].column == column) return c;
        return std::nullopt;
    }

    // A problem the library reader found on a generated line, at the cell its column came from.
    rulesdb::Diagnostic located(const rulesdb::Diagnostic& problem) const {
        if (problem.line < 2 || static_cast<std::size_t>(problem.line - 2) >= lines_.size()) return {name_, 0, 0, problem.message};
        const auto& line = lines_[static_cast<std::size_t>(problem.line - 2)];
        const auto& row = table_.rows[line.row];
        const Span* found = nullptr;
        for (const auto& span : line.spans)
            if (problem.column >= span.first && problem.column <= span.last) found = &span;
        const auto cell = found ? found->cell : line.spans.front().cell;
        if (cell >= row.cells.size()) return {name_, row.line, 1, problem.message};
        const auto& at = row.cells[cell];
        return {name_, at.line, at.column, msg::say(kCardListColumn, {{"column", columns_[cell].heading}, {"problem", problem.message}})};
    }

    const rulesdb::Table& table_;
    const std::string& name_;
    const judge::Ruleset& ruleset_;
    const std::vector<std::string>& skipped_;
    // The ruleset's words, asked once: a row asks them for each value it holds.
    const std::vector<std::string> stats_, civilizations_;
    std::vector<PlannedColumn> columns_;
    std::vector<Line> lines_;  // the generated lines, in order: line 2 of the library is lines_[0]
    std::map<std::string, int> names_, ids_;
    rulesdb::Diagnostics problems_;
    std::vector<TextCompiled> compiled_;
};

}  // namespace

judge::CardEntries read_card_list(const rulesdb::Table& table, const std::string& display_name, const std::string& source,
                                  const judge::Ruleset& ruleset, const std::vector<std::string>& skipped, std::vector<TextCompiled>* compiled) {
    ListReader reader(table, display_name, ruleset, skipped);
    auto out = reader.read(source);
    if (compiled) *compiled = reader.compiled();
    return out;
}

}  // namespace cli
