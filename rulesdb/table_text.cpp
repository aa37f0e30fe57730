// Reading CSV and TSV tables: see table_text.hpp.
#include "rulesdb/table_text.hpp"

#include "messages/language.hpp"
#include "rulesdb/diagnostic.hpp"
#include "rulesdb/rulesdb_messages.hpp"
#include "rulesdb/xml_file.hpp"

namespace rulesdb {

namespace {

bool is_continuation(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

class TableReader {
public:
    TableReader(std::string_view text, const std::string& display_name) : text_(text), name_(display_name) {
        if (text_.substr(0, 3) == "\xEF\xBB\xBF") text_.remove_prefix(3);
        const auto first_line = text_.substr(0, text_.find_first_of("\r\n"));
        table_.separator = first_line.find('\t') != std::string_view::npos ? '\t' : ',';
    }

    Table read() {
        while (at_ < text_.size()) {
            TableRow row{line_, {}};
            for (;;) {
                row.cells.push_back(cell());
                if (at_ < text_.size() && text_[at_] == table_.separator) {
                    advance();
                    continue;
                }
                end_line();
                break;
            }
            const bool blank = row.cells.size() == 1 && row.cells.front().value.empty();
            if (!blank) table_.rows.push_back(std::move(row));
        }
        return std::move(table_);
    }

private:
    // One character (a whole UTF-8 sequence), keeping the line and column up to date.
    void advance() {
        const char c = text_[at_++];
        while (at_ < text_.size() && is_continuation(text_[at_])) ++at_;
        if (c == '\n' || (c == '\r' && (at_ >= text_.size() || text_[at_] != '\n'))) {
            ++line_;
            column_ = 1;
        } else if (c != '\r') {
            ++column_;
        }
    }

    void end_line() {
        if (at_ < text_.size() && text_[at_] == '\r') advance();
        if (at_ < text_.size() && text_[at_] == '\n') advance();
    }

    bool at_cell_end() const {
        return at_ >= text_.size() || text_[at_] == table_.separator || text_[at_] == '\n' || text_[at_] == '\r';
    }

    void skip_blanks() {
        while (at_ < text_.size() && (text_[at_] == ' ' || (text_[at_] == '\t' && table_.separator != '\t'))) advance();
    }

    TableCell cell() {
        skip_blanks();
        TableCell out{"", line_, column_};
        if (at_ < text_.size() && text_[at_] == '"') return quoted(std::move(out));
        const auto start = at_;
        while (!at_cell_end()) advance();
        out.value = trim(text_.substr(start, at_ - start));
        return out;
    }

    TableCell quoted(TableCell out) {
        advance();  // the opening quote
        for (;;) {
            if (at_ >= text_.size())
                throw InputError({name_, out.line, out.column, msg::say(say::kTableQuoteOpen)});
            if (text_[at_] == '"') {
                advance();
                if (at_ < text_.size() && text_[at_] == '"') {
                    out.value += '"';
                    advance();
                    continue;
                }
                break;
            }
            const auto start = at_;
            advance();
            out.value.append(text_.substr(start, at_ - start));
        }
        skip_blanks();
        if (!at_cell_end()) throw InputError({name_, line_, column_, msg::say(say::kTableAfterQuote)});
        out.value = trim(out.value);
        return out;
    }

    std::string_view text_;
    const std::string& name_;
    Table table_;
    std::size_t at_ = 0;
    int line_ = 1, column_ = 1;
};

}  // namespace

Table parse_table(std::string_view text, const std::string& display_name) { return TableReader(text, display_name).read(); }

}  // namespace rulesdb
