# Part of `cmake --install` (cmake/install.cmake): runs the judge just installed to write what it
# derives from the installed content. JUDGE_GAMES, JUDGE_BINDIR and JUDGE_DATADIR come from the
# install step before this one.
set(root "$ENV{DESTDIR}${CMAKE_INSTALL_PREFIX}")
set(judge "${root}/${JUDGE_BINDIR}/judge")
set(share "${root}/${JUDGE_DATADIR}")

function(run what)
  execute_process(COMMAND ${judge} ${ARGN} RESULT_VARIABLE failed OUTPUT_QUIET)
  if(failed)
    message(FATAL_ERROR "the installed judge could not write ${what}")
  endif()
  message(STATUS "Installing: ${what}")
endfunction()

run("${share}/judge/judge.db" --db "${share}/judge/judge.db" db build --data "${share}/judge/data" --scenarios "${share}/judge/scenarios")
file(MAKE_DIRECTORY "${share}/judge/schemas")
foreach(game IN LISTS JUDGE_GAMES)
  run("${share}/judge/schemas/${game}.xsd" scenario schema ${game} --out "${share}/judge/schemas/${game}.xsd")
endforeach()
file(MAKE_DIRECTORY "${share}/bash-completion/completions" "${share}/zsh/vendor-completions")
execute_process(COMMAND ${judge} completion bash OUTPUT_FILE "${share}/bash-completion/completions/judge" RESULT_VARIABLE failed)
execute_process(COMMAND ${judge} completion zsh OUTPUT_FILE "${share}/zsh/vendor-completions/_judge" RESULT_VARIABLE failed_zsh)
if(failed OR failed_zsh)
  message(FATAL_ERROR "the installed judge could not write its completion scripts")
endif()
message(STATUS "Installing: ${share}/bash-completion/completions/judge, ${share}/zsh/vendor-completions/_judge")
