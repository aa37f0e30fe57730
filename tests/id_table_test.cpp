// The compact ID set that the build's link checks and `judge verify`'s known-ID checks keep.
#include <catch2/catch.hpp>

#include <string>

#include "rulesdb/id_table.hpp"

TEST_CASE("an ID table finds every ID interned into it, with or without room reserved first", "[id_table]") {
    for (const bool reserved : {false, true}) {
        rulesdb::IdTable ids;
        if (reserved) ids.reserve(5000);
        for (int i = 0; i < 5000; ++i) ids.intern("IW-J-GENERATED-" + std::to_string(i));
        CHECK(ids.size() == 5000);
        for (int i = 0; i < 5000; i += 97) {
            const auto id = ids.find("IW-J-GENERATED-" + std::to_string(i));
            REQUIRE(id.has_value());
            CHECK(ids.text(*id) == "IW-J-GENERATED-" + std::to_string(i));
        }
        CHECK_FALSE(ids.find("IW-J-GENERATED-5000").has_value());
        CHECK_FALSE(ids.find("IW-J-GENERATED-").has_value());
        // Interning again gives the same number and adds nothing.
        CHECK(ids.intern("IW-J-GENERATED-42") == *ids.find("IW-J-GENERATED-42"));
        CHECK(ids.size() == 5000);
    }
}

TEST_CASE("reserving room for fewer IDs than a table holds keeps them all", "[id_table]") {
    rulesdb::IdTable ids;
    for (int i = 0; i < 3000; ++i) ids.intern("DM-R-" + std::to_string(i));
    ids.reserve(10);
    ids.reserve(100000);
    for (int i = 0; i < 3000; ++i) REQUIRE(ids.find("DM-R-" + std::to_string(i)).has_value());
    CHECK(ids.size() == 3000);
}
