#!/bin/sh
# Builds DirectDesk and writes screenshots of the main window (1024x700, 1366x768 and 1920x1080) and
# of every dialog to docs/screenshots/, from the demo data, under a virtual X server; then the main
# window again in Spanish (1024x700) and Brazilian Portuguese (1366x768).
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
tour() {   # tour LANGUAGE DIR
    XDG_CONFIG_HOME="$config/$1" XDG_DATA_HOME="$config/$1" QT_QPA_PLATFORM=xcb LC_ALL=C.UTF-8 \
        xvfb-run -a -s "-screen 0 1920x1080x24" "$build/app/directdesk" --language "$1" --screenshots "$2"
}
tour en "$out"
for shot in es:1024x700 pt_BR:1366x768; do
    language=${shot%%:*}
    size=${shot#*:}
    mkdir -p "$config/shots-$language"
    tour "$language" "$config/shots-$language"
    cp "$config/shots-$language/main-window-$size.png" "$out/main-window-$size-$language.png"
done
# Keep the committed images small.
if command -v optipng >/dev/null 2>&1; then
    optipng -quiet -o2 "$out"/*.png
fi
ls -l "$out"
