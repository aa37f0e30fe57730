// A small JSON writer for the command line's --json output and the embeddable engine's results:
// values are escaped, commas placed.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace report {

std::string json_quote(std::string_view text);

class JsonWriter {
public:
    JsonWriter& begin_object();
    JsonWriter& end_object();
    JsonWriter& begin_array();
    JsonWriter& end_array();
    JsonWriter& key(std::string_view name);
    JsonWriter& value(std::string_view text);
    JsonWriter& value(const char* text) { return value(std::string_view(text)); }
    JsonWriter& value(long long number);
    JsonWriter& value(int number) { return value(static_cast<long long>(number)); }
    JsonWriter& value(bool flag);
    JsonWriter& null();
    // Writes pre-rendered JSON as one value.
    JsonWriter& raw(std::string_view json);
    JsonWriter& field(std::string_view name, std::string_view text) { return key(name).value(text); }
    JsonWriter& field(std::string_view name, const char* text) { return key(name).value(text); }
    JsonWriter& field(std::string_view name, int number) { return key(name).value(number); }
    JsonWriter& field(std::string_view name, bool flag) { return key(name).value(flag); }
    JsonWriter& string_array(std::string_view name, const std::vector<std::string>& items);

    const std::string& str() const { return out_; }
    // Hands over what is written so far and goes on where it stands: a long document is printed
    // piece by piece instead of held whole.
    std::string take() { return std::exchange(out_, {}); }

private:
    void before_value();
    std::string out_;
    std::vector<bool> first_;  // per open container: no element written yet
    bool after_key_ = false;
};

}  // namespace report
