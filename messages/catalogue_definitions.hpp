// Included first by a message catalogue's own .cpp (and by nothing else): the catalogue included after
// it defines its messages, compiled and checked there once, instead of declaring them
// (messages/message.hpp, JUDGE_MESSAGE). No #pragma once: it only sets a switch.
#ifdef JUDGE_MESSAGE
#error "messages/message.hpp was included before messages/catalogue_definitions.hpp: the catalogue would only be declared (a catalogue's .cpp must not be part of a unity build: SKIP_UNITY_BUILD_INCLUSION)"
#endif
#define JUDGE_MESSAGE_DEFINITIONS
