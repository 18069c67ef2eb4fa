#!/bin/sh
# Builds DirectDesk and writes screenshots of the main window (1366x768 and 1920x1080) and of every
# dialog to docs/screenshots/, from the demo data, under a virtual X server.
# Usage: scripts/screenshots.sh [build-dir]
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-"$root/build/screenshots"}
if [ ! -f "$build/CMakeCache.txt" ]; then
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DDIRECTDESK_BUILD_TESTS=OFF >/dev/null
fi
cmake --build "$build" --target directdesk
out="$root/docs/screenshots"
mkdir -p "$out"
# A private settings folder, so the remembered layout of the user's own session plays no part.
config=$(mktemp -d)
trap 'rm -rf "$config"' EXIT
XDG_CONFIG_HOME="$config" XDG_DATA_HOME="$config" QT_QPA_PLATFORM=xcb LC_ALL=C.UTF-8 \
    xvfb-run -a -s "-screen 0 1920x1080x24" "$build/app/directdesk" --language en --screenshots "$out"
# Keep the committed images small.
if command -v optipng >/dev/null 2>&1; then
    optipng -quiet -o2 "$out"/*.png
fi
ls -l "$out"
