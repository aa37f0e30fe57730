# `cmake --install build --prefix P`: judge as a system command. An installed judge finds everything
# under P/share/judge/ (src/paths.cpp), so nothing of the build machine is needed afterwards:
#   P/bin/judge
#   P/share/judge/judge.db             the bundled database, built at install time by the installed judge
#   P/share/judge/data/, scenarios/    the content and the scenarios (with each game's card library) it is built from
#   P/share/judge/schemas/GAME.xsd     each game's scenario schema (`judge scenario schema GAME`)
#   P/share/man/man1/judge.1           the man page (src/CMakeLists.txt writes it with help2man)
#   P/share/bash-completion/completions/judge, P/share/zsh/vendor-completions/_judge
#   P/share/doc/judge/                 README.md and docs/
#   P/share/judge/engine/judge.js      the WebAssembly engine for the site's edit and run, when
#                                      scripts/wasm built it into build/wasm (docs/wasm.md)
include(GNUInstallDirs)

install(TARGETS judge RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${JUDGE_SOURCE_DIR}/rulesdb/data/ DESTINATION ${CMAKE_INSTALL_DATADIR}/judge/data)
install(DIRECTORY ${JUDGE_SOURCE_DIR}/scenarios/ DESTINATION ${CMAKE_INSTALL_DATADIR}/judge/scenarios)
install(FILES ${JUDGE_SOURCE_DIR}/README.md ${JUDGE_SOURCE_DIR}/README.ja.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(DIRECTORY ${JUDGE_SOURCE_DIR}/docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(FILES ${CMAKE_BINARY_DIR}/wasm/judge.js DESTINATION ${CMAKE_INSTALL_DATADIR}/judge/engine OPTIONAL)
if(JUDGE_HELP2MAN)
  install(FILES ${CMAKE_BINARY_DIR}/judge.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endif()

# What the installed judge writes for itself: the database from the installed content, the games'
# schemas and the completion scripts, so that each matches the binary beside it.
file(GLOB JUDGE_GAMES LIST_DIRECTORIES true RELATIVE ${JUDGE_SOURCE_DIR}/rulesdb/data ${JUDGE_SOURCE_DIR}/rulesdb/data/*)
install(CODE "set(JUDGE_GAMES \"${JUDGE_GAMES}\")
              set(JUDGE_BINDIR \"${CMAKE_INSTALL_BINDIR}\")
              set(JUDGE_DATADIR \"${CMAKE_INSTALL_DATADIR}\")")
install(SCRIPT ${JUDGE_SOURCE_DIR}/cmake/install_generated.cmake)
