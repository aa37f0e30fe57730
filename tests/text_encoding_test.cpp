// UTF-8 checking of every file judge reads (rulesdb/text_encoding).
#include <catch2/catch.hpp>

#include <string>
#include <string_view>

#include "rulesdb/text_encoding.hpp"
#include "rulesdb/xml_file.hpp"

using namespace std::string_view_literals;

using rulesdb::utf8_problem;

TEST_CASE("well-formed UTF-8 passes, Japanese and a UTF-8 byte order mark included", "[encoding]") {
    CHECK_FALSE(utf8_problem(""));
    CHECK_FALSE(utf8_problem("貫通 Pierce ｽﾋﾟｰﾄﾞ 🂡"));
    CHECK_FALSE(utf8_problem("\xEF\xBB\xBF<?xml version=\"1.0\"?>"));
    CHECK_FALSE(utf8_problem("\xF4\x8F\xBF\xBF"));  // U+10FFFF, the last code point
}

TEST_CASE("the first byte that is not UTF-8 is found, with its offset", "[encoding]") {
    struct Bad {
        std::string bytes;
        std::size_t offset;
    };
    for (const auto& bad : {Bad{"caf\xE9", 3}, Bad{"ab\xC0\xAF", 2} /* overlong '/' */, Bad{"\xED\xA0\x80", 0} /* surrogate */,
                            Bad{"x\xF4\x90\x80\x80", 1} /* past U+10FFFF */, Bad{"\xE6\x9C", 0} /* cut short */,
                            Bad{"ok\x80", 2} /* lone continuation */, Bad{"\x82\xA0", 0} /* Shift_JIS あ */,
                            // three-byte sequences as Japanese text has them, checked on their own path
                            Bad{"あ\xE3\x81", 3} /* cut short at the end */, Bad{"\xE3\x41\x81", 0}, Bad{"い\xE3\x81\xC1", 3},
                            Bad{"\xEF\xBF", 0}}) {
        auto problem = utf8_problem(bad.bytes);
        INFO(bad.bytes);
        REQUIRE(problem);
        CHECK(problem->offset == bad.offset);
        CHECK(problem->message.find("is not UTF-8 here") != std::string::npos);
    }
}

TEST_CASE("UTF-16 and UTF-32 byte order marks and NUL bytes are named as such", "[encoding]") {
    CHECK(utf8_problem("\xFF\xFE<\0"sv)->message.find("UTF-16") != std::string::npos);
    CHECK(utf8_problem("\xFE\xFF\0<"sv)->message.find("UTF-16") != std::string::npos);
    CHECK(utf8_problem(std::string_view("\xFF\xFE\0\0", 4))->message.find("UTF-32") != std::string::npos);
    auto nul = utf8_problem(std::string_view("ab\0c", 4));
    REQUIRE(nul);
    CHECK(nul->offset == 2);
    CHECK(nul->message.find("NUL byte") != std::string::npos);
}

TEST_CASE("a bad byte or a NUL is found at its offset wherever it stands in a word of ASCII", "[encoding]") {
    // The checker skips ASCII eight bytes at a time and up to the first other byte of a word: a
    // fault at every place of three words, after a NUL's neighbours that the skip's borrow could flag.
    for (std::size_t at = 0; at < 24; ++at) {
        for (std::string_view fault : {"\0"sv, "\xFF"sv, "\x80"sv, "\0\x01"sv, "\0\0"sv}) {
            std::string bytes(24, 'a');
            bytes.replace(at, fault.size(), fault);
            bytes.resize(24);
            auto problem = utf8_problem(bytes);
            INFO(at << " " << static_cast<int>(static_cast<unsigned char>(fault[0])));
            REQUIRE(problem);
            CHECK(problem->offset == at);
        }
        std::string fine(24, 'a');
        fine.replace(at, 3, "あ");
        fine.resize(24);
        if (at + 3 <= 24) CHECK_FALSE(utf8_problem(fine));
    }
}

TEST_CASE("the encoding an XML declaration names is read, and only UTF-8 labels count as UTF-8", "[encoding]") {
    CHECK(rulesdb::declared_xml_encoding("<?xml version=\"1.0\" encoding=\"Shift_JIS\"?><a/>") == "Shift_JIS");
    CHECK(rulesdb::declared_xml_encoding("\xEF\xBB\xBF<?xml version='1.0' encoding='euc-jp'?>") == "euc-jp");
    CHECK(rulesdb::declared_xml_encoding("<?xml version=\"1.0\"?><a encoding=\"x\"/>").empty());
    CHECK(rulesdb::declared_xml_encoding("<a/>").empty());
    CHECK(rulesdb::is_utf8_label("UTF-8"));
    CHECK(rulesdb::is_utf8_label("utf8"));
    CHECK_FALSE(rulesdb::is_utf8_label("Shift_JIS"));
}

TEST_CASE("a byte offset becomes a line and a column counted in characters", "[encoding]") {
    auto at = rulesdb::position_of("一行目\n二行\xE9", 16);
    CHECK(at.line == 2);
    CHECK(at.column == 3);
}

namespace {

// "1. 準備\n山札を用意する。①\n" in Shift_JIS (CP932: ① is one of its additions) and in EUC-JP.
const std::string kShiftJis = "1. \x8f\x80\x94\xf5\n\x8e\x52\x8e\x44\x82\xf0\x97\x70\x88\xd3\x82\xb7\x82\xe9\x81\x42\x87\x40\n";
const std::string kEucJp = "1. \xbd\xe0\xc8\xf7\n\xbb\xb3\xbb\xa5\xa4\xf2\xcd\xd1\xb0\xd5\xa4\xb9\xa4\xeb\xa1\xa3\n";

}  // namespace

TEST_CASE("Shift_JIS (as CP932) and EUC-JP convert to UTF-8, and are told apart when not declared", "[encoding]") {
    CHECK(rulesdb::supported_encoding("Shift_JIS") == "CP932");
    CHECK(rulesdb::supported_encoding("windows-31j") == "CP932");
    CHECK(rulesdb::supported_encoding("EUC-JP") == "EUC-JP");
    CHECK(rulesdb::supported_encoding("ISO-8859-1").empty());

    auto sjis = rulesdb::to_utf8(kShiftJis, "CP932");
    REQUIRE_FALSE(sjis.problem);
    CHECK(sjis.text == "1. 準備\n山札を用意する。①\n");
    auto euc = rulesdb::to_utf8(kEucJp, "EUC-JP");
    REQUIRE_FALSE(euc.problem);
    CHECK(euc.text == "1. 準備\n山札を用意する。\n");

    CHECK(rulesdb::detect_encoding("1. 準備\n") == "UTF-8");
    CHECK(rulesdb::detect_encoding(kShiftJis) == "CP932");
    CHECK(rulesdb::detect_encoding(kEucJp) == "EUC-JP");
    CHECK(rulesdb::detect_encoding("\xff\xff\xff\xff").empty());
    // A UTF-8 text cut short in its last character is a UTF-8 text with a mistake, not Shift_JIS.
    CHECK(rulesdb::detect_encoding("1. 基本\n本文の続\xe3\x81") == "UTF-8");
}

TEST_CASE("a byte that is not of the given encoding is located", "[encoding]") {
    auto bad = rulesdb::to_utf8("ab\x81", "CP932");  // a lead byte with nothing after it
    REQUIRE(bad.problem);
    CHECK(bad.problem->offset == 2);
    auto nul = rulesdb::to_utf8(std::string("ab\0c", 4), "EUC-JP");
    REQUIRE(nul.problem);
    CHECK(nul.problem->message.find("NUL byte") != std::string::npos);
}

TEST_CASE("trim_view drops ASCII white space and ideographic spaces at both ends, nothing else", "[encoding]") {
    using rulesdb::trim_view;
    CHECK(trim_view("") == "");
    CHECK(trim_view("a") == "a");
    CHECK(trim_view(" \t\r\na b\n ") == "a b");
    CHECK(trim_view("\xE3\x80\x80 x \xE3\x80\x80\xE3\x80\x80") == "x");
    CHECK(trim_view("\xE3\x80\x80") == "");
    CHECK(trim_view("\xE3\x80") == "\xE3\x80");           // a cut-short ideographic space stays
    CHECK(trim_view("\xE3\x80\x81x") == "\xE3\x80\x81x");  // U+3001, the ideographic comma, stays
    CHECK(trim_view("\vx\f") == "\vx\f");                  // only space, tab, CR and LF are white space here
}
