#!/usr/bin/env bash
# Builds the .deb with CPack, unpacks it into a temporary root and checks that the binaries, the
# desktop entry, the icons and the metadata are where a desktop expects them, and that the
# package depends on the Debian runtime packages the binaries really link; that the sandbox's
# OpenAPI description is installed and is what the installed sandbox serves.
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

# The team worker's systemd unit: installed where systemd looks, with its key handed over as a
# credential, restarted on failure, and the hardening lines.
unit=usr/lib/systemd/system/directdesk-team-worker.service
if [[ -f "$work/root/$unit" ]]; then
  echo "ok   /$unit"
  for line in 'LoadCredential=gateway.json:' 'Restart=on-failure' 'NoNewPrivileges=yes' 'ProtectSystem=strict' \
              'PrivateTmp=yes' 'DynamicUser=yes' 'ExecStart=/usr/bin/directdesk-cli team worker '; do
    grep -q "^$line" "$work/root/$unit" || { echo "the unit has no line $line"; fail=1; }
  done
else
  echo "MISSING /$unit"; fail=1
fi

depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
for p in libqt6core6 libqt6widgets6 libqt6network6 libsodium23 libssl3; do
  if [[ "$depends" == *"$p"* ]]; then echo "ok   depends on $p"; else echo "MISSING dependency $p"; fail=1; fi
done
if [[ "$depends" == *libsqlite3* ]]; then echo "the package must not depend on the system libsqlite3"; fail=1; fi

"$work/root/usr/bin/directdesk-cli" --version || { echo "installed directdesk-cli does not run"; fail=1; }

# The sandbox's OpenAPI description: installed, OpenAPI 3.1, and the very document the installed
# sandbox serves; and the installed sandbox prints the certificate its notifications are signed with.
openapi=usr/share/directdesk-sandbox/openapi.json
if [[ -f "$work/root/$openapi" ]]; then echo "ok   /$openapi"; else echo "MISSING /$openapi"; fail=1; fi
if [[ -f "$work/root/$openapi" ]] && command -v python3 >/dev/null; then
  python3 - "$work/root/usr/bin/directdesk-sandbox" "$work/root/$openapi" <<'PY' || fail=1
import json, subprocess, sys, urllib.request
sandbox, installed = sys.argv[1], sys.argv[2]
with open(installed, "rb") as file:
    document = file.read()
description = json.loads(document)
assert description["openapi"] == "3.1.0", "not OpenAPI 3.1"
for path in ("/ws/direct", "/ws/query", "/ws/capture", "/ws/cancel", "/ws/refund", "/sandbox/notification-certificate.pem"):
    assert path in description["paths"], f"{path} is not described"
process = subprocess.Popen([sandbox, "--port", "0"], stdout=subprocess.PIPE, text=True)
try:
    line = process.stdout.readline()
    assert line.startswith("listening on "), f"the installed sandbox did not start: {line!r}"
    with urllib.request.urlopen(line.split()[-1] + "/openapi.json", timeout=10) as reply:
        assert reply.read() == document, "the installed openapi.json differs from what the sandbox serves"
finally:
    process.terminate()
    process.wait(timeout=10)
    process.stdout.close()
print("ok   openapi.json is OpenAPI 3.1 and what the installed sandbox serves")
PY
fi
if "$work/root/usr/bin/directdesk-sandbox" --print-notification-certificate --data-dir "$work/sandbox-data" \
     2>/dev/null | grep -q -- "-----BEGIN CERTIFICATE-----"; then
  echo "ok   directdesk-sandbox --print-notification-certificate"
else
  echo "the installed directdesk-sandbox does not print its notification certificate"; fail=1
fi
exit $fail
