# `cpack -G DEB` in a build folder makes a .deb; its runtime dependencies are computed from the
# binaries by dpkg-shlibdeps, so they are the Debian packages actually linked.
set(CPACK_PACKAGE_NAME "directdesk")
set(CPACK_PACKAGE_VENDOR "DirectDesk")
set(CPACK_PACKAGE_CONTACT "DirectDesk maintainers <maintainers@directdesk.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_GENERATOR "DEB")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "misc")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_STRIP_FILES ON)
include(CPack)
