# Run at build time (cmake -P): writes the man page judge.1 from the CLI's own help with help2man,
# so it can never say something the binary does not. help2man takes the synopsis and options from
# `judge --help`; this script adds a section with the help of every command and subcommand, found
# by walking the "Subcommands:" lists. The version is the release alone (not the commit), so the
# page changes only when the help does.
#   JUDGE    the judge binary         OUT      the man page to write
#   HELP2MAN the help2man program     WORK     a scratch file for the added sections
#   VERSION  the release

# The man page is English whatever the builder's locale (judge speaks Japanese under ja_*).
set(ENV{JUDGE_LANG} en)

# The roff text of one help screen: backslashes escaped, lines that roff would read as requests
# protected, shown as preformatted text.
function(append_help words)
  execute_process(COMMAND ${JUDGE} ${words} --help OUTPUT_VARIABLE help RESULT_VARIABLE failed)
  if(failed)
    message(FATAL_ERROR "judge ${words} --help failed")
  endif()
  string(REPLACE ";" " " title "judge ${words}")
  string(REPLACE "\\" "\\e" help "${help}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" help "${help}")
  file(APPEND ${WORK} ".SS \"${title}\"\n.nf\n${help}.fi\n")
  # The subcommands this screen lists, each followed by its own screen.
  string(REGEX MATCH "Subcommands:\n(.*)" listing "${help}")
  if(listing)
    string(REGEX MATCHALL "\n  ([a-z][a-z-]*)" names "\n${CMAKE_MATCH_1}")
    foreach(name IN LISTS names)
      string(STRIP "${name}" name)
      append_help("${words};${name}")
    endforeach()
  endif()
endfunction()

file(WRITE ${WORK} "[COMMANDS]\nEach command's own help, as `judge COMMAND --help` prints it.\n")
execute_process(COMMAND ${JUDGE} --help OUTPUT_VARIABLE top)
string(REGEX MATCH "Subcommands:\n(.*)" listing "${top}")
string(REGEX MATCHALL "\n  ([a-z][a-z-]*)" commands "\n${CMAKE_MATCH_1}")
foreach(command IN LISTS commands)
  string(STRIP "${command}" command)
  append_help("${command}")
endforeach()
file(APPEND ${WORK} "[ENVIRONMENT]
.TP
.B JUDGE_DB
the rules database to use when no \\fB\\-\\-db\\fR is given.
.TP
.B JUDGE_GAME
the game \\fBsearch\\fR looks in when no \\fB\\-\\-game\\fR is given (\\fB\\-\\-game all\\fR searches every game).
.TP
.B NO_COLOR
when set, no colours are printed.
[FILES]
.TP
.I <prefix>/share/judge/judge.db
the bundled rules database an installed judge reads by default.
.TP
.I <prefix>/share/judge/data/, <prefix>/share/judge/scenarios/
the rules content and the scenarios (with each game's card library) that database was built from.
.TP
.I <prefix>/share/judge/schemas/
the XML schema of each game's scenario files.
[EXIT STATUS]
0 when everything passed, 1 when a verified scenario failed or needs a decision, 2 for bad input
(a file, an option, a database).
")
execute_process(COMMAND ${HELP2MAN} --no-info --section=1 --version-string=${VERSION}
                        "--name=rulings reference and automated judge for Japanese trading card games"
                        --include=${WORK} --output=${OUT} ${JUDGE}
                RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "help2man could not write ${OUT}")
endif()
