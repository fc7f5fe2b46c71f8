# Install rules (EYESHAPE_INSTALL): the lookup library as a package.
#   include/eyeshape/eyeshape.h                     the only public header
#   lib/libeyeshape_{lookup,table_io,solver_model,canon}.a
#                                                   the lookup library (built-in table
#                                                   embedded) and its private static deps
#   lib/libeyeshape_{lookup_solver,solver}.a        LookupOrSolve() (component `solver`)
#   lib/cmake/eyeshape/                             find_package(eyeshape CONFIG):
#                                                   eyeshape::lookup, eyeshape::lookup_solver
#   lib/pkgconfig/eyeshape.pc                       pkg-config --cflags --libs eyeshape
# The archives are installed separately in one export set rather than merged
# into one: CMake knows eyeshape::lookup's private static dependencies
# ($<LINK_ONLY:...>) and links them in order, and nothing is compiled twice.
# Only eyeshape::lookup (and eyeshape::lookup_solver) carry an include
# directory: the internal targets are exported for linking only, and no
# internal header is installed. tests/install/run_install_test.sh checks all of it.
include(CMakePackageConfigHelpers)

# In link order: each archive before the ones it needs.
set(eyeshape_lookup_archives eyeshape_lookup eyeshape_table_io eyeshape_solver_model
                             eyeshape_canon)
set(eyeshape_cmake_dir ${CMAKE_INSTALL_LIBDIR}/cmake/eyeshape)
set(eyeshape_pkgconfig_dir ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

# Exported under the in-tree alias names: eyeshape_lookup is eyeshape::lookup.
foreach(target IN LISTS eyeshape_lookup_archives ITEMS eyeshape_lookup_solver eyeshape_solver)
  string(REGEX REPLACE "^eyeshape_" "" export_name ${target})
  set_target_properties(${target} PROPERTIES EXPORT_NAME ${export_name})
endforeach()

# eyeshape_base is header-only and its headers are not installed (the public
# header uses none of them); the archives' link interface names it.
set_target_properties(eyeshape_base PROPERTIES EXPORT_NAME base)
install(TARGETS ${eyeshape_lookup_archives} eyeshape_base EXPORT eyeshape-targets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(FILES ${PROJECT_SOURCE_DIR}/tables/lookup/include/eyeshape/eyeshape.h
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/eyeshape)
install(EXPORT eyeshape-targets NAMESPACE eyeshape:: DESTINATION ${eyeshape_cmake_dir})

# LookupOrSolve(): the solver and Abseil on top of the lookup library. A
# separate export set so that users of eyeshape::lookup alone need no Abseil.
install(TARGETS eyeshape_lookup_solver eyeshape_solver EXPORT eyeshape-solver-targets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(EXPORT eyeshape-solver-targets NAMESPACE eyeshape:: DESTINATION ${eyeshape_cmake_dir})

configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/eyeshape-config.cmake.in
                              ${PROJECT_BINARY_DIR}/eyeshape-config.cmake
                              INSTALL_DESTINATION ${eyeshape_cmake_dir})
# Before 1.0 a minor version may change the API or the built-in table.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/eyeshape-config-version.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/eyeshape-config.cmake
              ${PROJECT_BINARY_DIR}/eyeshape-config-version.cmake
        DESTINATION ${eyeshape_cmake_dir})

# pkg-config: relocatable (paths relative to the .pc file's own directory) so
# that `cmake --install --prefix DIR` gives a working file in DIR.
if(IS_ABSOLUTE "${eyeshape_pkgconfig_dir}")
  set(pc_prefix "${CMAKE_INSTALL_PREFIX}")
else()
  file(RELATIVE_PATH pc_up "/${eyeshape_pkgconfig_dir}" "/")
  set(pc_prefix "\${pcfiledir}/${pc_up}")
  string(REGEX REPLACE "/$" "" pc_prefix "${pc_prefix}")
endif()
foreach(dir IN ITEMS LIBDIR INCLUDEDIR)
  if(IS_ABSOLUTE "${CMAKE_INSTALL_${dir}}")
    set(pc_${dir} "${CMAKE_INSTALL_${dir}}")
  else()
    set(pc_${dir} "\${prefix}/${CMAKE_INSTALL_${dir}}")
  endif()
endforeach()
list(TRANSFORM eyeshape_lookup_archives PREPEND "-l" OUTPUT_VARIABLE pc_libs)
list(JOIN pc_libs " " pc_libs)
configure_file(${CMAKE_CURRENT_LIST_DIR}/eyeshape.pc.in ${PROJECT_BINARY_DIR}/eyeshape.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/eyeshape.pc DESTINATION ${eyeshape_pkgconfig_dir})
