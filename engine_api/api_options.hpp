// The options of judge_verify_json (judge_api.h): a flat JSON object read into typed values. A
// mistake in it (not JSON, an unknown member, a value of the wrong kind) is one clear message,
// never a silent default.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <variant>

#include "judge/core/verifier.hpp"
#include "messages/message.hpp"

namespace engine_api {

struct ApiOptions {
    std::string file = "scenario.xml";
    msg::Lang lang = msg::Lang::en;
    // The site-relative page the result's HTML is shown on ("iw/IW-J-X.html"): its ID links are
    // made relative to it. Empty: relative to the site's root.
    std::string page;
    // The `html` answer as an exported ruling page first shows a passing scenario to a player: its
    // boards, the verdict and traces folded for judges. Off: everything open, as after a run.
    bool player_view = false;
    judge::VerifyOptions verify;
};

// The options, or the message saying what is wrong with them: in the options' own "lang" when they
// give a valid one (before or after the mistake), else in English.
std::variant<ApiOptions, std::string> parse_options(std::string_view json);

}  // namespace engine_api
