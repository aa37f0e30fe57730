# Links SQLite, pugixml, Snowball and the C++ runtime into the binaries statically, from the same
# Debian packages (each -dev package ships its .a beside the .so).
#
# Why: a search that finds nothing takes about 3 ms, and a third of that was the dynamic loader
# resolving the symbols of libstdc++, libsqlite3 (linked "now", not lazily) and libstemmer before main
# ran (docs/performance.md, "Fifth round"). Linked in, they are resolved once, at link time.
# The fuzzing build keeps the shared libraries: its sanitizers bring their own runtime.
option(JUDGE_STATIC_LIBS "Link SQLite, pugixml, libstemmer and libstdc++ into the binaries" ON)
if(NOT JUDGE_STATIC_LIBS OR JUDGE_FUZZ)
  return()
endif()

# The .a beside a found .so, or nothing when the package ships none.
function(judge_static_beside shared out)
  get_filename_component(dir "${shared}" DIRECTORY)
  get_filename_component(name "${shared}" NAME_WE)
  if(EXISTS "${dir}/${name}.a")
    set(${out} "${dir}/${name}.a" PARENT_SCOPE)
  else()
    set(${out} "" PARENT_SCOPE)
  endif()
endfunction()

judge_static_beside("${SQLite3_LIBRARY}" sqlite_static)
if(sqlite_static)
  # libsqlite3.a needs libm (and dl and threads, which SQLiteCpp's target brings already).
  set_target_properties(SQLite::SQLite3 PROPERTIES IMPORTED_LOCATION "${sqlite_static}" INTERFACE_LINK_LIBRARIES m)
endif()
judge_static_beside("${Stemmer_LIBRARY}" stemmer_static)
if(stemmer_static)
  set_target_properties(Stemmer::Stemmer PROPERTIES IMPORTED_LOCATION "${stemmer_static}")
endif()
if(TARGET pugixml::static)
  set_target_properties(pugixml::pugixml PROPERTIES INTERFACE_LINK_LIBRARIES pugixml::static)
endif()
add_link_options(-static-libstdc++ -static-libgcc)
