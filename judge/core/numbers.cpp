// The sentences of numbers.hpp, in the user's language.
#include "judge/core/numbers.hpp"

#include "judge/core/core_messages.hpp"
#include "judge/core/scenario_messages.hpp"
#include "messages/language.hpp"

namespace judge {

std::string number_problem(NumberProblem problem, int min, int max) {
    switch (problem) {
        case NumberProblem::Empty: return msg::say(say::kNumberEmpty);
        case NumberProblem::NotWhole: return msg::say(say::kNumberNotWhole);
        case NumberProblem::MinusZero: return msg::say(say::kNumberMinusZero);
        case NumberProblem::OutOfRange: break;
    }
    return msg::say(say::kNumberOutOfRange, {{"min", min}, {"max", max}});
}

namespace detail {

void throw_out_of_range(const std::string& what, int a, const char* sign, int b) {
    throw ValueOutOfRange(msg::say(say::kOverflow, {{"what", what}, {"a", a}, {"sign", sign}, {"b", b},
                                                   {"min", std::numeric_limits<int>::min()}, {"max", std::numeric_limits<int>::max()}}));
}

}  // namespace detail

}  // namespace judge
