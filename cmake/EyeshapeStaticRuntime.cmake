# A static C++ runtime for the command-line programs.
#
# A process of `eyeshape` pays its start before it solves anything, and a
# batch of 613 eight-cell shapes takes about 14 ms in all: with libstdc++ and
# Abseil as shared libraries the start alone was 1.8 ms of CPU, most of it the
# dynamic loader loading libstdc++ and resolving symbols against it
# (LD_DEBUG=statistics: about 2,000 relocations). With both linked in, it is
# 1.1 ms (bench/gnugo_speed.py; docs/performance.md, "Process start").
# glibc, libm and libgomp stay shared: a static glibc warns about the dlopen
# in libgomp's offloading code.
#
# Abseil's Debian package (libabsl-dev) installs an archive beside each
# shared library, but its CMake package imports the shared ones; with the
# option on, the imported Abseil targets are pointed at the archives, for
# every target of the build (an Abseil shared library would load libstdc++
# again). Sanitizer builds keep the shared runtime: the sanitizers' runtimes
# expect it.
option(EYESHAPE_STATIC_RUNTIME
       "Link libstdc++, libgcc and Abseil statically into the command-line programs" ON)

if(EYESHAPE_STATIC_RUNTIME AND NOT EYESHAPE_SANITIZE)
  get_directory_property(eyeshape_imported_targets IMPORTED_TARGETS)
  foreach(imported IN LISTS eyeshape_imported_targets)
    if(NOT imported MATCHES "^absl::")
      continue()
    endif()
    get_target_property(imported_type ${imported} TYPE)
    if(NOT imported_type STREQUAL "SHARED_LIBRARY")
      continue()
    endif()
    get_target_property(configurations ${imported} IMPORTED_CONFIGURATIONS)
    foreach(configuration IN LISTS configurations)
      get_target_property(location ${imported} IMPORTED_LOCATION_${configuration})
      string(REGEX REPLACE "\\.so(\\.[0-9.]+)?$" ".a" archive "${location}")
      if(NOT archive STREQUAL location AND EXISTS "${archive}")
        set_target_properties(${imported} PROPERTIES
          IMPORTED_LOCATION_${configuration} "${archive}"
          IMPORTED_NO_SONAME TRUE)
      else()
        message(FATAL_ERROR "EYESHAPE_STATIC_RUNTIME: no static archive for ${imported} "
                            "(${location}); install libabsl-dev or configure with "
                            "-DEYESHAPE_STATIC_RUNTIME=OFF")
      endif()
    endforeach()
  endforeach()
endif()

# Links `target` (a command-line program) with the static C++ runtime when
# the option is on.
function(eyeshape_static_runtime target)
  if(EYESHAPE_STATIC_RUNTIME AND NOT EYESHAPE_SANITIZE)
    target_link_options(${target} PRIVATE -static-libstdc++ -static-libgcc)
  endif()
endfunction()
