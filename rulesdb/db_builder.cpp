// The database build: schema, rows, search index, then an atomic rename.
#include "rulesdb/db_builder.hpp"

#include <cerrno>
#include <map>
#include <signal.h>
#include <unistd.h>

#include <SQLiteCpp/Exception.h>
#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>

#include "rulesdb/diagnostic.hpp"
#include "rulesdb/fts_tokenizer.hpp"
#include "rulesdb/schema_sql.hpp"
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
void run(SQLite::Database& db, const char* sql, const Values&... values) {
    SQLite::Statement statement(db, sql);
    int index = 1;
    (statement.bind(index++, values), ...);
    statement.exec();
}

void insert_entry(SQLite::Database& db, const std::string& id, const char* kind, const std::string& game, const Origin& origin) {
    run(db, "INSERT INTO entries(id, kind, game, source_file, source_line) VALUES (?,?,?,?,?)", id, kind, game, origin.file,
        origin.line);
}

// Indexes an entry for search. Glossary terms get no title keys: a term names a rule, and the
// rule, not the glossary line, is what an exact name should bring up first.
void index(SQLite::Database& db, const std::string& id, const char* kind, const std::string& game, const std::string& title_ja,
           const std::string& title_en, const std::string& body) {
    std::string keys;
    if (std::string_view(kind) != "term")
        for (const auto& title : {title_ja, title_en})
            if (auto key = fold_key(title); !key.empty()) keys += "|" + key;
    if (!keys.empty()) keys += "|";
    run(db, "INSERT INTO search(id, kind, game, title, body, title_keys) VALUES (?,?,?,?,?,?)", id, kind, game,
        title_en.empty() ? title_ja : title_ja + " " + title_en, body, keys);
}

void insert_ruling(SQLite::Database& db, const Ruling& r, const std::map<std::string, std::string>& superseded_by) {
    insert_entry(db, r.id, "ruling", r.game, r.origin);
    auto successor = superseded_by.find(r.id);
    SQLite::Statement statement(db,
                                "INSERT INTO rulings(id, game, title_ja, title_en, question, answer, tags, status, supersedes,"
                                " superseded_by, source_doc, source_heading, date) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)");
    statement.bind(1, r.id);
    statement.bind(2, r.game);
    statement.bind(3, r.title_ja);
    statement.bind(4, r.title_en);
    statement.bind(5, r.question);
    statement.bind(6, r.answer);
    statement.bind(7, join(r.tags, ","));
    statement.bind(8, successor == superseded_by.end() ? "active" : "superseded");
    if (r.supersedes) statement.bind(9, r.supersedes->id);
    if (successor != superseded_by.end()) statement.bind(10, successor->second);
    statement.bind(11, r.source_doc);
    statement.bind(12, r.heading);
    statement.bind(13, r.date);
    statement.exec();
    index(db, r.id, "ruling", r.game, r.title_ja, r.title_en, r.question + "\n" + r.answer + "\n" + join(r.tags, " "));
}

void insert_citations(SQLite::Database& db, const Ruling& r) {
    int order = 0;
    for (const auto& cite : r.cites)
        run(db, "INSERT OR IGNORE INTO citations(ruling_id, cited_id, ord) VALUES (?,?,?)", r.id, cite.id, order++);
}

void insert_assumption(SQLite::Database& db, const Assumption& a) {
    insert_entry(db, a.id, "assumption", a.game, a.origin);
    run(db, "INSERT INTO assumptions(id, game, title_ja, title_en, text, why, source_doc) VALUES (?,?,?,?,?,?,?)", a.id, a.game,
        a.title_ja, a.title_en, a.text, a.why, a.source_doc);
    index(db, a.id, "assumption", a.game, a.title_ja, a.title_en, a.text + "\n" + a.why);
}

void insert_term(SQLite::Database& db, const Term& t) {
    insert_entry(db, t.id, "term", t.game, t.origin);
    run(db, "INSERT INTO terms(id, game, ja, reading, en, note) VALUES (?,?,?,?,?,?)", t.id, t.game, t.ja, t.reading, t.en, t.note);
    std::vector<std::string> names{t.ja, t.en};
    names.insert(names.end(), t.aliases.begin(), t.aliases.end());
    if (!t.reading.empty()) names.push_back(t.reading);
    for (const auto& name : names) {
        auto key = fold_key(name);
        if (!key.empty()) run(db, "INSERT OR IGNORE INTO term_names(term_id, name, key) VALUES (?,?,?)", t.id, name, key);
    }
    index(db, t.id, "term", t.game, t.ja, t.en, t.reading + "\n" + join(t.aliases, " ") + "\n" + t.note);
}

}  // namespace

void insert_rule(SQLite::Database& db, const Rule& r) {
    insert_entry(db, r.id, "rule", r.game, r.origin);
    SQLite::Statement statement(db,
                                "INSERT INTO rules(id, game, parent_id, ord, title_ja, title_en, text, text_en, source_doc,"
                                " source_heading, imported_from) VALUES (?,?,?,?,?,?,?,?,?,?,?)");
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
    statement.exec();
    // An imported rule's heading carries the document's own numbering ("1.2.3 見出し"): searchable too.
    const auto numbering = r.imported_from.empty() ? std::string() : "\n" + r.heading;
    index(db, r.id, "rule", r.game, r.title_ja, r.title_en, r.text + "\n" + r.text_en + numbering);
}

namespace {

// A build that was killed leaves TARGET.tmp-PID behind; once PID is gone nothing will finish it.
void remove_stale_temporaries(const fs::path& target) {
    const auto prefix = target.filename().string() + ".tmp-";
    std::error_code ec;
    const auto folder = target.has_parent_path() ? target.parent_path() : fs::path(".");
    for (const auto& entry : fs::directory_iterator(folder, ec)) {
        const auto name = entry.path().filename().string();
        if (name.rfind(prefix, 0) != 0) continue;
        const auto pid_text = name.substr(prefix.size());
        if (pid_text.empty() || pid_text.find_first_not_of("0123456789") != std::string::npos || pid_text.size() > 9) continue;
        const auto pid = static_cast<pid_t>(std::stol(pid_text));
        if (::kill(pid, 0) == -1 && errno == ESRCH) fs::remove(entry.path(), ec);
    }
}

}  // namespace

BuildCounts write_database(const Corpus& corpus, const fs::path& target, const std::vector<ImportedDocument>& imports) {
    remove_stale_temporaries(target);
    auto temporary = target;
    temporary += ".tmp-" + std::to_string(::getpid());
    std::error_code ec;
    fs::remove(temporary, ec);
    if (target.has_parent_path()) fs::create_directories(target.parent_path(), ec);

    BuildCounts counts;
    try {
        {
            SQLite::Database db(temporary.string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
            register_judge_tokenizer(db.getHandle());
            // A fresh file: the rename is what makes it visible. The journal stays in memory, so that a
            // carried-over document that no longer fits can still be rolled back on its own.
            db.exec("PRAGMA journal_mode = MEMORY");
            db.exec(kSchemaSql);
            SQLite::Transaction transaction(db);

            for (const auto& game : corpus.games) {
                run(db, "INSERT INTO games(id, name_ja, name_en) VALUES (?,?,?)", game.id, game.name_ja, game.name_en);
                for (const auto& doc : game.documents)
                    run(db, "INSERT INTO documents(game, id, title, path) VALUES (?,?,?,?)", game.id, doc.id, doc.title, doc.path);
            }
            // Parents before children: the loader emits rules in document order, parents first.
            for (const auto& rule : corpus.rules) insert_rule(db, rule);
            for (const auto& a : corpus.assumptions) insert_assumption(db, a);
            std::map<std::string, std::string> superseded_by;
            for (const auto& r : corpus.rulings)
                if (r.supersedes) superseded_by[r.supersedes->id] = r.id;
            for (const auto& r : corpus.rulings) insert_ruling(db, r, superseded_by);
            for (const auto& r : corpus.rulings) insert_citations(db, r);
            for (const auto& t : corpus.terms) insert_term(db, t);
            for (const auto& t : corpus.terms)
                for (const auto& see : t.see) {
                    run(db, "INSERT OR IGNORE INTO term_links(term_id, related_id) VALUES (?,?)", t.id, see.id);
                    run(db, "INSERT OR IGNORE INTO term_links(term_id, related_id) VALUES (?,?)", see.id, t.id);
                }
            for (const auto& link : corpus.scenario_links)
                run(db, "INSERT OR IGNORE INTO ruling_scenarios(ruling_id, scenario_path, scenario_id) VALUES (?,?,?)",
                    link.ruling_id, link.path, link.scenario_id);
            db.exec("INSERT INTO search(search) VALUES ('optimize')");
            transaction.commit();

            counts.games = static_cast<int>(corpus.games.size());
            counts.rules = static_cast<int>(corpus.rules.size());
            counts.rulings = static_cast<int>(corpus.rulings.size());
            counts.assumptions = static_cast<int>(corpus.assumptions.size());
            counts.terms = static_cast<int>(corpus.terms.size());
            counts.scenario_links = static_cast<int>(corpus.scenario_links.size());
            for (const auto& doc : imports) {
                try {
                    store_document(db, doc, doc.source);
                    ++counts.imports;
                } catch (const InputError& e) {
                    counts.imports_refused.push_back(doc.source + ": " + e.diagnostic().message);
                }
            }
        }
        fs::rename(temporary, target);
    } catch (const SQLite::Exception& e) {
        fs::remove(temporary, ec);
        throw std::runtime_error("cannot write the database " + target.string() + ": " + e.what());
    } catch (...) {
        fs::remove(temporary, ec);
        throw;
    }
    return counts;
}

}  // namespace rulesdb
