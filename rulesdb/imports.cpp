// Listing, removing and carrying over imported documents: see imports.hpp.
#include "rulesdb/imports.hpp"

#include <SQLiteCpp/Exception.h>
#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>

#include "messages/language.hpp"
#include "rulesdb/database.hpp"
#include "rulesdb/db_builder.hpp"
#include "rulesdb/diagnostic.hpp"
#include "rulesdb/rulesdb_messages.hpp"

namespace fs = std::filesystem;

namespace rulesdb {

namespace {

bool exists(const std::string& path) {
    std::error_code ec;
    return fs::is_regular_file(path, ec);
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
                            "SELECT source, game, encoding, text, (SELECT count(*) FROM rules WHERE imported_from = source) "
                            "FROM imports ORDER BY source");
    while (query.executeStep()) {
        ImportRecord record{{query.getColumn(0).getString(), query.getColumn(1).getString(), query.getColumn(2).getString(),
                             query.getColumn(3).getString()},
                            query.getColumn(4).getInt(),
                            false};
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
    delete_imported_rules(db, source);
    SQLite::Statement forget(db, "DELETE FROM imports WHERE source = ?");
    forget.bind(1, source);
    forget.exec();
    transaction.commit();
    return true;
}

ImportsToCarry imports_to_carry(const fs::path& old_db) {
    ImportsToCarry carry;
    std::error_code ec;
    if (!fs::is_regular_file(old_db, ec)) return carry;
    std::vector<ImportedDocument> recorded;
    try {
        SQLite::Database db(old_db.string(), SQLite::OPEN_READONLY, kBusyTimeoutMs);
        if (has_table(db, "imports")) {
            SQLite::Statement query(db, "SELECT source, game, encoding, text FROM imports ORDER BY source");
            while (query.executeStep())
                recorded.push_back({query.getColumn(0).getString(), query.getColumn(1).getString(), query.getColumn(2).getString(),
                                    query.getColumn(3).getString()});
        } else if (has_table(db, "rules")) {
            // A database older than the imports table: its imported rules name their source file,
            // but no copy of the text was kept.
            SQLite::Statement query(db, "SELECT DISTINCT imported_from, game FROM rules WHERE imported_from IS NOT NULL ORDER BY 1");
            while (query.executeStep()) recorded.push_back({query.getColumn(0).getString(), query.getColumn(1).getString(), "auto", ""});
        }
    } catch (const SQLite::Exception& e) {
        carry.lost.push_back(old_db.string() + ": " + explain_failure(e, old_db).what());
        return carry;
    }
    for (auto& doc : recorded) {
        if (exists(doc.source)) {
            try {
                // Read again: the document may have been corrected since it was imported.
                carry.documents.push_back(read_document(doc.source, doc.game, doc.encoding));
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
        carry.documents.push_back(std::move(doc));
    }
    return carry;
}

}  // namespace rulesdb
