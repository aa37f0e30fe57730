// Lookups by ID and title go through an index: `show`, `search` and the export never step through a
// whole table to find one entry. Every statement the connection runs (FTS5's internal ones included)
// is checked two ways, so the tests need no timing: SQLite's full-scan step counter, and its query
// plan, which also shows a scan of the search index that is not driven by MATCH or a rowid (FTS5
// then reads its text by a rowid range, which the counter does not see).
#include <catch2/catch.hpp>

#include <sqlite3.h>

#include <algorithm>
#include <string>
#include <vector>

#include <SQLiteCpp/Statement.h>

#include "rulesdb/database.hpp"
#include "rulesdb/entry_lookup.hpp"
#include "rulesdb/search.hpp"
#include "support.hpp"
#include "web-export/site_data.hpp"

namespace {

struct RunStatement {
    std::string sql;
    int full_scan_steps = 0;
};

// Records each statement as it finishes, with the rows it stepped through in full-table scans.
class ScanLog {
public:
    explicit ScanLog(SQLite::Database& db) : db_(db.getHandle()) { sqlite3_trace_v2(db_, SQLITE_TRACE_PROFILE, &ScanLog::on_finish, this); }
    ~ScanLog() { sqlite3_trace_v2(db_, 0, nullptr, nullptr); }
    ScanLog(const ScanLog&) = delete;
    ScanLog& operator=(const ScanLog&) = delete;

    const std::vector<RunStatement>& statements() const { return statements_; }

    long total_full_scan_steps() const {
        long total = 0;
        for (const auto& s : statements_) total += s.full_scan_steps;
        return total;
    }

    // Every statement that scanned, with its count, for the failure message.
    std::string scanning() const {
        std::string out;
        for (const auto& s : statements_)
            if (s.full_scan_steps > 0) out += std::to_string(s.full_scan_steps) + " steps: " + s.sql + "\n";
        return out;
    }

    // How many of the statements run read `table`.
    long statements_reading(const std::string& table) const {
        return std::count_if(statements_.begin(), statements_.end(),
                             [&](const RunStatement& s) { return s.sql.find("FROM " + table) != std::string::npos; });
    }

    // The plan lines of the statements run that scan a table or the search index from end to end
    // (but for those reading `except`, a table meant to be read whole).
    std::vector<std::string> scanning_plans(const std::string& except = "") const {
        std::vector<std::string> out;
        const auto run = statements_;  // explaining runs statements too, which the log would record
        for (const auto& s : run) {
            if (s.sql.rfind("PRAGMA", 0) == 0 || s.sql.find("_config'") != std::string::npos) continue;  // FTS5's own settings
            if (!except.empty() && s.sql.find("FROM " + except) != std::string::npos) continue;
            for (const auto& line : plan_of(s.sql))
                if (is_scan(line)) out.push_back(line + "  in: " + s.sql);
        }
        return out;
    }

private:
    std::vector<std::string> plan_of(const std::string& sql) const {
        std::vector<std::string> lines;
        sqlite3_stmt* explain = nullptr;
        if (sqlite3_prepare_v2(db_, ("EXPLAIN QUERY PLAN " + sql).c_str(), -1, &explain, nullptr) != SQLITE_OK) return {"cannot explain"};
        while (sqlite3_step(explain) == SQLITE_ROW) lines.push_back(reinterpret_cast<const char*>(sqlite3_column_text(explain, 3)));
        sqlite3_finalize(explain);
        return lines;
    }

    // "SCAN t" reads all of t; FTS5 shows "SCAN search VIRTUAL TABLE INDEX n:…" and lists the
    // constraints it uses after the colon: M (MATCH) or = (rowid) make it a lookup.
    static bool is_scan(const std::string& line) {
        if (line.rfind("SCAN ", 0) != 0) return false;
        const auto vtab = line.find(" VIRTUAL TABLE INDEX ");
        if (vtab == std::string::npos) return true;
        const auto constraints = line.substr(line.find(':', vtab) + 1);
        return constraints.find('M') == std::string::npos && constraints.find('=') == std::string::npos;
    }

    static int on_finish(unsigned, void* self, void* statement, void*) {
        auto* stmt = static_cast<sqlite3_stmt*>(statement);
        const char* sql = sqlite3_sql(stmt);
        static_cast<ScanLog*>(self)->statements_.push_back(
            {sql ? sql : "", sqlite3_stmt_status(stmt, SQLITE_STMTSTATUS_FULLSCAN_STEP, 1)});
        return 0;
    }

    sqlite3* db_;
    std::vector<RunStatement> statements_;
};

std::string first_id(SQLite::Database& db, const char* sql) {
    SQLite::Statement query(db, sql);
    REQUIRE(query.executeStep());
    return query.getColumn(0).getString();
}

long count_rows(SQLite::Database& db, const std::string& table) {
    return db.execAndGet("SELECT count(*) FROM " + table).getInt64();
}

}  // namespace

TEST_CASE("the full-scan count sees a lookup that reads the search index row by row", "[database][plan]") {
    // The instrument itself: a title lookup without MATCH walks the whole index's text.
    auto db = rulesdb::open_database(test::bundled_db());
    {
        ScanLog log(*db);
        db->execAndGet("SELECT count(*) FROM search WHERE title = 'no such title'");
        CHECK(log.scanning_plans().size() == 1);
    }
    {
        const auto rules = count_rows(*db, "rules");
        ScanLog log(*db);
        db->execAndGet("SELECT count(*) FROM rules WHERE title_en = 'Pierce'");
        CHECK(log.total_full_scan_steps() >= rules - 1);
        CHECK(log.scanning_plans().size() == 1);
    }
    {
        ScanLog log(*db);
        db->execAndGet("SELECT count(*) FROM search WHERE search MATCH 'pierce'");
        CHECK(log.scanning_plans().empty());
    }
}

TEST_CASE("show finds an entry and the titles of everything linked to it without scanning a table", "[database][plan]") {
    auto db = rulesdb::open_database(test::bundled_db());
    std::vector<std::string> ids{"IW-R-PIERCE", "iw-r-pierce",
                                 first_id(*db, "SELECT id FROM rulings ORDER BY id"),
                                 first_id(*db, "SELECT id FROM assumptions ORDER BY id"),
                                 first_id(*db, "SELECT id FROM terms ORDER BY id"),
                                 first_id(*db, "SELECT id FROM rules WHERE parent_id IS NOT NULL ORDER BY id"),
                                 "IW-R-NO-SUCH-RULE"};
    for (const auto& id : ids) {
        ScanLog log(*db);
        auto entry = rulesdb::lookup_entry(*db, id);
        INFO(id << "\n" << log.scanning());
        CHECK(entry.has_value() == (id != "IW-R-NO-SUCH-RULE"));
        CHECK_FALSE(log.statements().empty());
        CHECK(log.total_full_scan_steps() == 0);
        CHECK(log.scanning_plans() == std::vector<std::string>{});
    }
}

TEST_CASE("search by ID, by a word nothing matches, by one word and by a widened name scans no table", "[database][plan][search]") {
    auto db = rulesdb::open_database(test::bundled_db());
    const auto rank_blocks = count_rows(*db, "search_ranks");
    const std::vector<std::string> queries{"IW-R-PIERCE", "xylophone", "貫通", "タップ", "shield trigger", "貫通 アガ", "pierce"};
    for (const auto& query : queries) {
        for (const auto& options : {rulesdb::SearchOptions{}, rulesdb::SearchOptions{.game = "iw", .kind = "ruling", .limit = 5}}) {
            ScanLog log(*db);
            auto result = rulesdb::search(*db, query, options);
            INFO(query << " --game '" << options.game << "'\n" << log.scanning());
            CHECK_FALSE(log.statements().empty());
            // The one whole read is meant: search_ranks, every entry's ranking numbers packed 4,096 to a
            // row, read once for a query that matches something.
            const auto reads_ranks = log.statements_reading("search_ranks");
            CHECK(reads_ranks <= 1);
            CHECK(log.total_full_scan_steps() <= reads_ranks * rank_blocks);
            CHECK(log.scanning_plans("search_ranks") == std::vector<std::string>{});
        }
    }
    // The queries above are not vacuous: they find what they name.
    CHECK(rulesdb::search(*db, "IW-R-PIERCE", {}).exact_id);
    CHECK_FALSE(rulesdb::search(*db, "貫通", {}).hits.empty());
    CHECK(rulesdb::search(*db, "xylophone", {}).hits.empty());
}

TEST_CASE("the export reads each table in one pass, never once per entry", "[database][plan][export]") {
    auto db = rulesdb::open_database(test::bundled_db());
    long rows = 0;
    for (const char* table : {"games", "documents", "entries", "rules", "rulings", "assumptions", "citations", "ruling_scenarios",
                              "terms", "term_names", "term_links"})
        rows += count_rows(*db, table);
    ScanLog log(*db);
    auto data = web_export::load_site_data(*db);
    INFO(log.scanning());
    REQUIRE(data.title_of.size() == static_cast<std::size_t>(count_rows(*db, "entries")));
    // A few passes over each table at most; a scan per entry would be entries × rows steps.
    CHECK(log.total_full_scan_steps() <= 4 * rows);
    // The one pass over the search text reads the view's tables, not the index row by row.
    for (const auto& line : log.scanning_plans()) CHECK(line.find("VIRTUAL TABLE") == std::string::npos);
}
