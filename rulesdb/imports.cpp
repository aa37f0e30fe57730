// Listing, removing and carrying over imported documents: see imports.hpp.
#include "rulesdb/imports.hpp"

#include <SQLiteCpp/Exception.h>
#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>

#include "messages/language.hpp"
#include "rulesdb/database.hpp"
#include "rulesdb/db_builder.hpp"
#include "rulesdb/diagnostic.hpp"
#include "rulesdb/official_sources.hpp"
#include "rulesdb/rulesdb_messages.hpp"

namespace fs = std::filesystem;

namespace rulesdb {

namespace {

bool exists(const std::string& path) {
    std::error_code ec;
    return fs::is_regular_file(path, ec);
}

bool has_column(SQLite::Database& db, const char* table, const char* column) {
    SQLite::Statement query(db, std::string("SELECT 1 FROM pragma_table_info('") + table + "') WHERE name = ?");
    query.bind(1, column);
    return query.executeStep();
}

bool has_table(SQLite::Database& db, const char* name) {
    SQLite::Statement query(db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?");
    query.bind(1, name);
    return query.executeStep();
}

}  // namespace

std::vector<ImportRecord> list_imports(SQLite::Database& db) {
    std::vector<ImportRecord> out;
    SQLite::Statement query(db,
                            "SELECT source, game, encoding, text, (SELECT count(*) FROM rules WHERE imported_from = source),"
                            " (SELECT count(*) FROM cards WHERE imported_from = source), kind,"
                            " (SELECT count(*) FROM rulings WHERE imported_from = source), doc, title, version, effective"
                            " FROM imports ORDER BY game, doc = '', doc, source");
    while (query.executeStep()) {
        ImportRecord record;
        record.document = {query.getColumn(0).getString(), query.getColumn(1).getString(), query.getColumn(2).getString(),
                           query.getColumn(3).getString(),
                           {query.getColumn(8).getString(), query.getColumn(9).getString(), query.getColumn(10).getString(),
                            query.getColumn(11).getString()}};
        record.rules = query.getColumn(4).getInt();
        record.cards = query.getColumn(5).getInt();
        record.kind = query.getColumn(6).getString();
        record.items = query.getColumn(7).getInt();
        record.card_list = record.kind == "cards";
        record.source_exists = exists(record.document.source);
        out.push_back(std::move(record));
    }
    return out;
}

bool remove_import(SQLite::Database& db, const std::string& source) {
    // IMMEDIATE: the write lock is taken (waiting the busy timeout) before anything is read. A
    // deferred transaction that reads first cannot wait for it: SQLite refuses it at once when another
    // import holds it, so concurrent imports failed instead of queueing.
    SQLite::Transaction transaction(db, SQLite::TransactionBehavior::IMMEDIATE);
    SQLite::Statement known(db, "SELECT 1 FROM imports WHERE source = ?");
    known.bind(1, source);
    if (!known.executeStep()) return false;
    delete_imported_cards(db, source);
    forget_import(db, source);
    transaction.commit();
    return true;
}

ImportsToCarry imports_to_carry(const fs::path& old_db) {
    ImportsToCarry carry;
    std::error_code ec;
    if (!fs::is_regular_file(old_db, ec)) return carry;
    std::vector<ImportedDocument> recorded;
    std::vector<std::string> kinds;  // by recorded's index
    try {
        SQLite::Database db(old_db.string(), SQLite::OPEN_READONLY, kBusyTimeoutMs);
        if (has_table(db, "imports")) {
            // Before schema 8 every import was a text; before schema 11 none had a document ID.
            std::string columns = "source, game, encoding, text";
            columns += has_column(db, "imports", "kind") ? ", kind" : ", 'text'";
            columns += has_column(db, "imports", "doc") ? ", doc, title, version, effective" : ", '', '', '', ''";
            SQLite::Statement query(db, "SELECT " + columns + " FROM imports ORDER BY source");
            while (query.executeStep()) {
                recorded.push_back({query.getColumn(0).getString(), query.getColumn(1).getString(), query.getColumn(2).getString(),
                                    query.getColumn(3).getString(),
                                    {query.getColumn(5).getString(), query.getColumn(6).getString(), query.getColumn(7).getString(),
                                     query.getColumn(8).getString()}});
                kinds.push_back(query.getColumn(4).getString());
            }
        } else if (has_table(db, "rules")) {
            // A database older than the imports table: its imported rules name their source file,
            // but no copy of the text was kept.
            SQLite::Statement query(db, "SELECT DISTINCT imported_from, game FROM rules WHERE imported_from IS NOT NULL ORDER BY 1");
            while (query.executeStep()) recorded.push_back({query.getColumn(0).getString(), query.getColumn(1).getString(), "auto", "", {}});
        }
    } catch (const SQLite::Exception& e) {
        carry.lost.push_back(old_db.string() + ": " + explain_failure(e, old_db).what());
        return carry;
    }
    kinds.resize(recorded.size(), "text");
    for (std::size_t i = 0; i < recorded.size(); ++i) {
        auto& doc = recorded[i];
        const bool card_list = kinds[i] == "cards";
        auto& into = card_list ? carry.card_lists : kinds[i] == "qa" ? carry.qa_tables : carry.documents;
        if (card_list && !doc.text.empty()) carry.card_list_copies.emplace(doc.source, doc);
        if (exists(doc.source)) {
            try {
                // Read again: the document may have been corrected since it was imported.
                auto again = read_document(doc.source, doc.game, doc.encoding);
                again.info = doc.info;
                into.push_back(std::move(again));
                continue;
            } catch (const InputError& e) {
                if (doc.text.empty()) {
                    carry.lost.push_back(doc.source + ": " + e.what());
                    continue;
                }
            }
        } else if (doc.text.empty()) {
            carry.lost.push_back(msg::say(say::kImportSourceGone, {{"source", doc.source}}));
            continue;
        }
        carry.from_copy.push_back(doc.source);
        into.push_back(std::move(doc));
    }
    return carry;
}

Diagnostics store_card_list(SQLite::Database& db, const ImportedDocument& list, const std::vector<Card>& cards, const std::string& display_name) {
    // IMMEDIATE, as store_document: the write lock is waited for before anything is read.
    SQLite::Transaction transaction(db, SQLite::TransactionBehavior::IMMEDIATE);
    delete_imported_cards(db, list.source);
    SQLite::Statement forget(db, "DELETE FROM imports WHERE source = ?");
    forget.bind(1, list.source);
    forget.exec();
    SQLite::Statement id_taken(db, "SELECT source_file || ':' || source_line FROM entries WHERE id = ?");
    SQLite::Statement name_taken(db, "SELECT e.source_file || ':' || e.source_line FROM cards c JOIN entries e ON e.id = c.id"
                                     " WHERE c.game = ? AND c.name = ?");
    Diagnostics clashes;
    for (const auto& card : cards) {
        // A name taken is the clash to tell (an ID made from the name clashes with it); else the ID.
        name_taken.reset();
        name_taken.bind(1, card.game);
        name_taken.bind(2, card.name);
        if (name_taken.executeStep()) {
            clashes.push_back({display_name, card.origin.line, 0,
                               msg::say(say::kDuplicateCardName, {{"name", card.name}, {"place", name_taken.getColumn(0).getString()}})});
            continue;
        }
        id_taken.reset();
        id_taken.bind(1, card.id);
        if (id_taken.executeStep())
            clashes.push_back({display_name, card.origin.line, 0,
                               msg::say(say::kIdTakenAt, {{"id", card.id}, {"place", id_taken.getColumn(0).getString()}})});
    }
    if (!clashes.empty()) return clashes;  // the transaction rolls back: the earlier import stays as it was
    insert_cards(db, cards);
    SQLite::Statement record(db, "INSERT INTO imports(source, game, encoding, text, kind) VALUES (?,?,?,?,'cards')");
    record.bind(1, list.source);
    record.bind(2, list.game);
    record.bind(3, list.encoding);
    record.bind(4, list.text);
    record.exec();
    transaction.commit();
    return {};
}

}  // namespace rulesdb
