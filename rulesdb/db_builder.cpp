// The database build: schema, rows as they are read, then entry numbers, supersessions and the search
// index, then an atomic rename.
#include "rulesdb/db_builder.hpp"

#include <cstdint>
#include <map>
#include <optional>

#include <unistd.h>

#include <SQLiteCpp/Exception.h>
#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>

#include "messages/language.hpp"
#include "rulesdb/diagnostic.hpp"
#include "rulesdb/file_replace.hpp"
#include "rulesdb/fts_tokenizer.hpp"
#include "rulesdb/qa_import.hpp"
#include "rulesdb/rulesdb_messages.hpp"
#include "rulesdb/schema_sql.hpp"
#include "rulesdb/search_ranks.hpp"
#include "rulesdb/text_fold.hpp"
#include "rulesdb/text_import.hpp"

namespace fs = std::filesystem;

namespace rulesdb {

namespace {

std::string join(const std::vector<std::string>& parts, const char* separator) {
    std::string out;
    for (const auto& p : parts) {
        if (!out.empty()) out += separator;
        out += p;
    }
    return out;
}

template <class... Values>
void run(SQLite::Statement& statement, const Values&... values) {
    statement.reset();
    statement.clearBindings();
    int index = 1;
    (statement.bind(index++, values), ...);
    statement.exec();
}

template <class... Values>
void run(SQLite::Database& db, const char* sql, const Values&... values) {
    SQLite::Statement statement(db, sql);
    run(statement, values...);
}

// A card's values as stored: "power=2000 cost=2".
std::string values_text(const std::vector<std::pair<std::string, std::string>>& values) {
    std::string out;
    for (const auto& [name, value] : values) {
        if (!out.empty()) out += ' ';
        out += name + "=" + value;
    }
    return out;
}

// Title as shown and searched, and the folded key of each title. Glossary terms get no title keys: a term names a rule, and the rule, not the glossary line, is what an exact
// name should bring up first.
std::string title_of(const std::string& title_ja, const std::string& title_en) {
    return title_en.empty() ? title_ja : title_ja + " " + title_en;
}

// A glossary term's names are its titles too: typing クリーチャー brings up the term named so first.
std::string title_key_of(const char*, const std::string& title) { return fold_key(title); }

const char* kInsertEntry =
    "INSERT INTO entries(id, kind, game, source_file, source_line, title, title_key_ja, title_key_en) VALUES (?,?,?,?,?,?,?,?)";
const char* kInsertRule =
    "INSERT INTO rules(id, game, parent_id, ord, title_ja, title_en, text, text_en, source_doc, source_heading, imported_from)"
    " VALUES (?,?,?,?,?,?,?,?,?,?,?)";

const char* kInsertCard =
    "INSERT INTO cards(id, game, name, reading, reading_key, name_key, name_en, type, traits, keywords, vals, text, text_en, abilities,"
    " source_doc, imported_from, unplayed) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)";

void bind_rule(SQLite::Statement& statement, const Rule& r) {
    statement.reset();
    statement.clearBindings();
    statement.bind(1, r.id);
    statement.bind(2, r.game);
    if (!r.parent_id.empty()) statement.bind(3, r.parent_id);
    statement.bind(4, r.order);
    statement.bind(5, r.title_ja);
    statement.bind(6, r.title_en);
    statement.bind(7, r.text);
    statement.bind(8, r.text_en);
    statement.bind(9, r.source_doc);
    statement.bind(10, r.heading);
    if (!r.imported_from.empty()) statement.bind(11, r.imported_from);
}

// The build's statements, each prepared once and reused for every row. The search index is filled
// in one pass at the end ('rebuild' reads search_source), so it always agrees with the stored text.
//
// An entry's `num` is its row in `entries`, and the entries are numbered kind by kind (rules,
// assumptions, rulings, terms). A build that writes entries as it reads them, kinds interleaved,
// writes the rules' entries straight away and appends the others to one temporary table per kind,
// which move_staged_entries copies into `entries` at the end, kind after kind.
constexpr const char* kStagedKinds[] = {"assumption", "ruling", "term", "card"};
constexpr int kStaged = 4;

class Writer {
public:
    enum class Entries { Direct, Staged };
    explicit Writer(SQLite::Database& db, Entries entries = Entries::Direct) : db_(db) {
        if (entries == Entries::Staged)
            for (int k = 0; k < kStaged; ++k)
                staged_[k].emplace(db_, std::string("INSERT INTO temp.staged_") + kStagedKinds[k] +
                                            "(id, kind, game, source_file, source_line, title, title_key_ja, title_key_en) VALUES (?,?,?,?,?,?,?,?)");
    }

    static void create_staging(SQLite::Database& db) {
        for (const char* kind : kStagedKinds)
            db.exec(std::string("CREATE TEMP TABLE staged_") + kind + "(id, kind, game, source_file, source_line, title, title_key_ja, title_key_en)");
    }
    static void move_staged_entries(SQLite::Database& db) {
        for (const char* kind : kStagedKinds) {
            db.exec(std::string("INSERT INTO entries(id, kind, game, source_file, source_line, title, title_key_ja, title_key_en)"
                                " SELECT id, kind, game, source_file, source_line, title, title_key_ja, title_key_en FROM temp.staged_") +
                    kind + " ORDER BY rowid");
        // The staging tables are not dropped: they go with the connection's temporary file, and a
        // DROP would have SQLite's secure delete overwrite (and journal) every page they used.
        }
    }

    void entry(const std::string& id, const char* kind, const std::string& game, const Origin& origin,
               const std::string& title_ja, const std::string& title_en) {
        auto& statement = statement_for(kind);
        run(statement, id, kind, game, origin.file, origin.line, title_of(title_ja, title_en), title_key_of(kind, title_ja),
            title_key_of(kind, title_en));
    }

    void rule(const Rule& r) {
        entry(r.id, "rule", r.game, r.origin, r.title_ja, r.title_en);
        bind_rule(rule_, r);
        rule_.exec();
        official(r.id, r.game, r.official);
    }

    // Written active; commit() marks the superseded ones once every ruling is known.
    void ruling(const Ruling& r) {
        entry(r.id, "ruling", r.game, r.origin, r.title_ja, r.title_en);
        ruling_.reset();
        ruling_.clearBindings();
        ruling_.bind(1, r.id);
        ruling_.bind(2, r.game);
        ruling_.bind(3, r.title_ja);
        ruling_.bind(4, r.title_en);
        ruling_.bind(5, r.question);
        ruling_.bind(6, r.answer);
        ruling_.bind(7, join(r.tags, ","));
        ruling_.bind(8, "active");
        if (r.supersedes) ruling_.bind(9, r.supersedes->id);
        ruling_.bind(10, r.source_doc);
        ruling_.bind(11, r.heading);
        ruling_.bind(12, r.date);
        ruling_.exec();
        int order = 0;
        for (const auto& cite : r.cites) run(citation_, r.id, cite.id, order++);
        card_mentions(r.id, r.cards);
        official(r.id, r.game, r.official);
    }

    void superseded(const std::string& ruling, const std::string& successor) { run(superseded_, successor, ruling); }

    void assumption(const Assumption& a) {
        entry(a.id, "assumption", a.game, a.origin, a.title_ja, a.title_en);
        run(assumption_, a.id, a.game, a.title_ja, a.title_en, a.text, a.why, a.source_doc);
        card_mentions(a.id, a.cards);
        official(a.id, a.game, a.official);
    }

    // The official sections an entry cites (<official>), in the order written.
    void official(const std::string& entry, const std::string& game, const std::vector<OfficialRef>& refs) {
        int order = 0;
        for (const auto& ref : refs) run(official_, entry, game, ref.doc, ref.section, order++);
    }

    void term(const Term& t) {
        entry(t.id, "term", t.game, t.origin, t.ja, t.en);
        run(term_, t.id, t.game, t.ja, t.reading, t.en, t.note, join(t.aliases, " "));
        std::vector<std::string> names{t.ja, t.en};
        names.insert(names.end(), t.aliases.begin(), t.aliases.end());
        if (!t.reading.empty()) names.push_back(t.reading);
        for (const auto& name : names)
            if (auto key = fold_key(name); !key.empty()) run(term_name_, t.id, name, key, 0);
        // Another game's word widens a search as an alias does, and is shown apart.
        for (const auto& name : t.known_as)
            if (auto key = fold_key(name); !key.empty()) run(term_name_, t.id, name, key, 1);
        for (const auto& see : t.see) {
            run(term_link_, t.id, see.id);
            run(term_link_, see.id, t.id);
        }
    }

    void scenario_link(const ScenarioLink& link) { run(scenario_, link.ruling_id, link.path, link.scenario_id); }

    // A card's entry is titled by its name (and English name): typing the name brings it up first,
    // unless a glossary term of its game has that name (schema.sql, `entries`).
    void card(const Card& c) {
        const bool named_as_term = names_term(c.game, c.name) || names_term(c.game, c.name_en);
        auto& statement = statement_for("card");
        run(statement, c.id, "card", c.game, c.origin.file, c.origin.line, title_of(c.name, c.name_en),
            named_as_term ? std::string() : fold_key(c.name), named_as_term ? std::string() : fold_key(c.name_en));
        card_.reset();
        card_.clearBindings();
        int i = 1;
        for (const auto* text : {&c.id, &c.game, &c.name, &c.reading}) card_.bind(i++, *text);
        card_.bind(i++, fold_key(c.reading));
        card_.bind(i++, fold_key(c.name));
        for (const auto* text : {&c.name_en, &c.type}) card_.bind(i++, *text);
        card_.bind(i++, join(c.traits, " "));
        card_.bind(i++, join(c.keywords, " "));
        card_.bind(i++, values_text(c.values));
        for (const auto* text : {&c.text, &c.text_en, &c.abilities, &c.source_doc}) card_.bind(i++, *text);
        if (!c.imported_from.empty()) card_.bind(i, c.imported_from);
        card_.bind(i + 1, c.unplayed);
        card_.exec();
        official(c.id, c.game, c.official);
    }

    void card_mentions(const std::string& entry, const std::vector<Reference>& cards) {
        int order = 0;
        for (const auto& card : cards) run(card_mention_, entry, card.id, order++);
    }

    void card_use(const CardUse& use) { run(card_use_, use.card_id, use.path, use.scenario_id); }

private:
    bool names_term(const std::string& game, const std::string& name) {
        const auto key = fold_key(name);
        if (key.empty()) return false;
        term_named_.reset();
        term_named_.bind(1, key);
        term_named_.bind(2, game);
        return term_named_.executeStep();
    }

    SQLite::Statement& statement_for(std::string_view kind) {
        for (int k = 0; k < kStaged; ++k)
            if (staged_[k] && kind == kStagedKinds[k]) return *staged_[k];
        return entry_;
    }

    SQLite::Database& db_;
    SQLite::Statement entry_{db_, kInsertEntry};
    std::optional<SQLite::Statement> staged_[kStaged];
    SQLite::Statement rule_{db_, kInsertRule};
    SQLite::Statement ruling_{db_,
                              "INSERT INTO rulings(id, game, title_ja, title_en, question, answer, tags, status, supersedes,"
                              " source_doc, source_heading, date) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)"};
    SQLite::Statement superseded_{db_, "UPDATE rulings SET status = 'superseded', superseded_by = ? WHERE id = ?"};
    SQLite::Statement citation_{db_, "INSERT OR IGNORE INTO citations(ruling_id, cited_id, ord) VALUES (?,?,?)"};
    SQLite::Statement assumption_{db_, "INSERT INTO assumptions(id, game, title_ja, title_en, text, why, source_doc) VALUES (?,?,?,?,?,?,?)"};
    SQLite::Statement term_{db_, "INSERT INTO terms(id, game, ja, reading, en, note, aliases) VALUES (?,?,?,?,?,?,?)"};
    SQLite::Statement term_name_{db_, "INSERT OR IGNORE INTO term_names(term_id, name, key, elsewhere) VALUES (?,?,?,?)"};
    SQLite::Statement term_link_{db_, "INSERT OR IGNORE INTO term_links(term_id, related_id) VALUES (?,?)"};
    SQLite::Statement scenario_{db_, "INSERT OR IGNORE INTO ruling_scenarios(ruling_id, scenario_path, scenario_id) VALUES (?,?,?)"};
    SQLite::Statement card_{db_, kInsertCard};
    SQLite::Statement term_named_{db_, "SELECT 1 FROM term_names n JOIN terms t ON t.id = n.term_id WHERE n.key = ? AND t.game = ?"};
    SQLite::Statement card_mention_{db_, "INSERT OR IGNORE INTO card_mentions(entry_id, card_id, ord) VALUES (?,?,?)"};
    SQLite::Statement official_{db_, "INSERT OR IGNORE INTO official_citations(entry_id, game, doc, section, ord) VALUES (?,?,?,?,?)"};
    SQLite::Statement card_use_{db_, "INSERT OR IGNORE INTO card_scenarios(card_id, scenario_path, scenario_id) VALUES (?,?,?)"};
};

}  // namespace

void insert_rule(SQLite::Database& db, const Rule& r) {
    Writer(db).rule(r);
    // An imported rule's heading carries the document's own numbering ("1.2.3 見出し"): searchable
    // too, as search_source says.
    run(db, "INSERT INTO search(rowid, title, body) SELECT num, title, body FROM search_source WHERE id = ?", r.id);
    SQLite::Statement num(db, "SELECT num FROM entries WHERE id = ?");
    num.bind(1, r.id);
    if (num.executeStep()) update_search_rank(db, num.getColumn(0).getInt64());
}

void insert_cards(SQLite::Database& db, const std::vector<Card>& cards) {
    {
        Writer writer(db);
        for (const auto& card : cards) writer.card(card);
    }
    SQLite::Statement indexed(db, "INSERT INTO search(rowid, title, body) SELECT num, title, body FROM search_source WHERE id = ?");
    for (const auto& card : cards) run(indexed, card.id);
    write_search_ranks(db);
}

void delete_imported_cards(SQLite::Database& db, const std::string& source) {
    // External content: the index is told the text it drops, so this comes before the rows go.
    for (const char* sql : {"INSERT INTO search(search, rowid, title, body) SELECT 'delete', num, title, body FROM search_source"
                            " WHERE id IN (SELECT id FROM cards WHERE imported_from = ?1)",
                            "DELETE FROM card_mentions WHERE card_id IN (SELECT id FROM cards WHERE imported_from = ?1)",
                            "DELETE FROM card_scenarios WHERE card_id IN (SELECT id FROM cards WHERE imported_from = ?1)",
                            "DELETE FROM cards WHERE imported_from = ?1",
                            "DELETE FROM entries WHERE kind = 'card' AND id NOT IN (SELECT id FROM cards)"}) {
        SQLite::Statement statement(db, sql);
        if (statement.getBindParameterCount() > 0) statement.bind(1, source);
        statement.exec();
    }
    write_search_ranks(db);
}

void delete_imported_rules(SQLite::Database& db, const std::string& source) {
    std::vector<std::int64_t> nums;
    SQLite::Statement dropped(db, "SELECT e.num FROM entries e JOIN rules r ON r.id = e.id WHERE r.imported_from = ?");
    dropped.bind(1, source);
    while (dropped.executeStep()) nums.push_back(dropped.getColumn(0).getInt64());
    // External content: the index is told the text it drops, so this comes before the rows go.
    for (const char* sql : {"INSERT INTO search(search, rowid, title, body) SELECT 'delete', num, title, body FROM search_source"
                            " WHERE id IN (SELECT id FROM rules WHERE imported_from = ?1)",
                            "DELETE FROM official_sections WHERE entry_id IN (SELECT id FROM rules WHERE imported_from = ?1)",
                            "DELETE FROM rules WHERE imported_from = ?1",
                            "DELETE FROM entries WHERE kind = 'rule' AND id NOT IN (SELECT id FROM rules)"}) {
        SQLite::Statement statement(db, sql);
        if (statement.getBindParameterCount() > 0) statement.bind(1, source);
        statement.exec();
    }
    for (auto num : nums) update_search_rank(db, num);
}

namespace {

// A build that was killed leaves TARGET.tmp-PID behind; once PID is gone nothing will finish it.
void remove_stale_temporaries(const fs::path& target) {
    std::error_code ec;
    const auto folder = target.has_parent_path() ? target.parent_path() : fs::path(".");
    for (const auto& left : leftovers_of_ended_processes(folder, target.filename().string() + ".tmp-")) fs::remove(left, ec);
}

// The folders create_directories would make for `folder`, deepest first.
std::vector<fs::path> missing_folders(const fs::path& folder) {
    std::vector<fs::path> missing;
    std::error_code ec;
    for (auto f = folder; !f.empty() && !fs::exists(f, ec); f = f.parent_path()) {
        missing.push_back(f);
        if (f == f.parent_path()) break;
    }
    return missing;
}

}  // namespace

struct DatabaseBuild::State {
    explicit State(const fs::path& file) : db(file.string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE) {
        register_judge_tokenizer(db.getHandle());
        // A fresh file: the rename is what makes it visible. The journal stays in memory, so that a
        // carried-over document that no longer fits can still be rolled back on its own.
        db.exec("PRAGMA journal_mode = MEMORY");
        // A fixed page cache (32 MiB) large enough that the ID indexes being filled stay in memory.
        db.exec("PRAGMA cache_size = -32768");
        // The staged entries go to a temporary file, not memory: memory stays flat in the corpus size.
        db.exec("PRAGMA temp_store = FILE");
        db.exec(kSchemaSql);
        Writer::create_staging(db);
        transaction.emplace(db);
        writer.emplace(db, Writer::Entries::Staged);
    }

    SQLite::Database db;
    std::optional<SQLite::Transaction> transaction;
    std::optional<Writer> writer;
};

DatabaseBuild::DatabaseBuild(fs::path target) : target_(std::move(target)) {
    remove_stale_temporaries(target_);
    temporary_ = target_;
    temporary_ += ".tmp-" + std::to_string(::getpid());
    std::error_code ec;
    fs::remove(temporary_, ec);
    if (target_.has_parent_path()) {
        made_folders_ = missing_folders(target_.parent_path());
        fs::create_directories(target_.parent_path(), ec);
    }
    write([&] { state_ = std::make_unique<State>(temporary_); });
}

DatabaseBuild::~DatabaseBuild() { abandon(); }

// Removes what the build made; after a commit that is nothing.
void DatabaseBuild::abandon() {
    state_.reset();  // rolls back and closes the file (and the staging table's)
    std::error_code ec;
    if (!temporary_.empty()) fs::remove(temporary_, ec);
    for (const auto& folder : made_folders_) fs::remove(folder, ec);  // only while empty
    temporary_.clear();
    made_folders_.clear();
}

// Runs `write` unless an earlier write failed. A failure is kept, not thrown: the checks go on, and
// their problems (a duplicate ID makes an insert fail) are what the user is shown.
template <class Write>
void DatabaseBuild::write(Write&& write) {
    if (!failure_.empty()) return;
    try {
        write();
    } catch (const SQLite::Exception& e) {
        failure_ = e.what();
        state_.reset();
    }
}

void DatabaseBuild::game(const Game& game) {
    ++counts_.games;
    write([&] {
        run(state_->db, "INSERT INTO games(id, name_ja, name_en) VALUES (?,?,?)", game.id, game.name_ja, game.name_en);
        for (const auto& doc : game.documents)
            run(state_->db, "INSERT INTO documents(game, id, title, path, url) VALUES (?,?,?,?,?)", game.id, doc.id, doc.title, doc.path, doc.url);
    });
}

void DatabaseBuild::rule(const Rule& rule) {
    ++counts_.rules;
    write([&] { state_->writer->rule(rule); });
}

void DatabaseBuild::ruling(const Ruling& ruling) {
    ++counts_.rulings;
    write([&] { state_->writer->ruling(ruling); });
}

void DatabaseBuild::assumption(const Assumption& assumption) {
    ++counts_.assumptions;
    write([&] { state_->writer->assumption(assumption); });
}

void DatabaseBuild::term(const Term& term) {
    ++counts_.terms;
    write([&] { state_->writer->term(term); });
}

void DatabaseBuild::scenario_link(const ScenarioLink& link) {
    ++counts_.scenario_links;
    write([&] { state_->writer->scenario_link(link); });
}

void DatabaseBuild::card(const Card& card) {
    ++counts_.cards;
    write([&] { state_->writer->card(card); });
}

void DatabaseBuild::card_use(const CardUse& use) {
    write([&] { state_->writer->card_use(use); });
}

void DatabaseBuild::card_list(const ImportedDocument& list) {
    write([&] { run(state_->db, "INSERT INTO imports(source, game, encoding, text, kind) VALUES (?,?,?,?,'cards')", list.source, list.game, list.encoding, list.text); });
}

BuildCounts DatabaseBuild::commit(const Supersessions& supersessions, const std::vector<ImportedDocument>& imports,
                                  const std::vector<ImportedDocument>& qa_tables) {
    write([&] {
        auto& db = state_->db;
        for (const auto& [ruling, successor] : supersessions) state_->writer->superseded(ruling, successor);
        state_->writer.reset();
        Writer::move_staged_entries(db);
        db.exec("INSERT INTO search(search) VALUES ('rebuild')");
        db.exec("INSERT INTO search(search) VALUES ('optimize')");
        write_search_ranks(db);
        if (!built_by_.empty()) {
            SQLite::Statement stamp(db, "INSERT INTO build_info(key, value) VALUES ('built_by', ?)");
            stamp.bind(1, built_by_);
            stamp.exec();
        }
        state_->transaction->commit();
        state_->transaction.reset();
        for (const auto& doc : imports) {
            try {
                store_document(db, doc, doc.source);
                ++counts_.imports;
            } catch (const InputError& e) {
                counts_.imports_refused.push_back(doc.source + ": " + e.diagnostic().message);
            }
        }
        // After the card lists and the bundled cards: an item is linked to the cards it names.
        for (const auto& table : qa_tables) {
            try {
                store_qa_table(db, table, table.source);
                ++counts_.imports;
            } catch (const InputError& e) {
                counts_.imports_refused.push_back(table.source + ": " + e.diagnostic().message);
            }
        }
    });
    if (!failure_.empty()) {
        abandon();
        throw std::runtime_error(msg::say(say::kCannotWriteDb, {{"path", target_.string()}, {"reason", failure_}}));
    }
    state_.reset();
    try {
        fs::rename(temporary_, target_);
    } catch (...) {
        abandon();
        throw;
    }
    temporary_.clear();
    made_folders_.clear();
    return counts_;
}

BuildCounts write_database(const Corpus& corpus, const fs::path& target, const std::vector<ImportedDocument>& imports) {
    DatabaseBuild build(target);
    replay_corpus(corpus, build);
    // As the corpus says, unchecked: the last ruling to supersede a ruling is its successor.
    std::map<std::string, std::string> successors;
    for (const auto& r : corpus.rulings)
        if (r.supersedes) successors[r.supersedes->id] = r.id;
    return build.commit(Supersessions(successors.begin(), successors.end()), imports);
}

}  // namespace rulesdb
