#!/usr/bin/env bash
# Builds the .deb with CPack, unpacks it into a temporary root and checks that the binaries, the
# desktop entry, the icons and the metadata are where a desktop expects them, and that the
# package depends on the Debian runtime packages the binaries really link.
set -euo pipefail
build_dir=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$build_dir" && cpack -G DEB -B "$work/out" >"$work/cpack.log" 2>&1) || { cat "$work/cpack.log"; exit 1; }
deb=$(ls "$work"/out/*.deb)
echo "built $(basename "$deb")"

dpkg-deb -x "$deb" "$work/root"
fail=0
for f in usr/bin/directdesk usr/bin/directdesk-cli usr/bin/directdesk-sandbox \
         usr/share/applications/org.directdesk.DirectDesk.desktop \
         usr/share/metainfo/org.directdesk.DirectDesk.metainfo.xml \
         usr/share/icons/hicolor/scalable/apps/directdesk.svg \
         usr/share/icons/hicolor/48x48/apps/directdesk.png \
         usr/share/icons/hicolor/256x256/apps/directdesk.png; do
  if [[ -e "$work/root/$f" ]]; then echo "ok   /$f"; else echo "MISSING /$f"; fail=1; fi
done
[[ -x "$work/root/usr/bin/directdesk" ]] || { echo "directdesk is not executable"; fail=1; }

depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
for p in libqt6core6 libqt6widgets6 libqt6network6 libsodium23 libssl3; do
  if [[ "$depends" == *"$p"* ]]; then echo "ok   depends on $p"; else echo "MISSING dependency $p"; fail=1; fi
done
if [[ "$depends" == *libsqlite3* ]]; then echo "the package must not depend on the system libsqlite3"; fail=1; fi

"$work/root/usr/bin/directdesk-cli" --version || { echo "installed directdesk-cli does not run"; fail=1; }
exit $fail
