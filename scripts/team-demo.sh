#!/usr/bin/env bash
# Try the team server on one computer: a throw-away PostgreSQL cluster in a temporary folder, the
# team's tables with a Manager (ana) and a Support agent (sol), the local sandbox gateway, the team
# worker, and two DirectDesk windows signed in as ana and sol. A feeder makes a payment at the
# sandbox every few seconds and confirms some of them; the sandbox notifies the worker, the worker
# stores each payment on the team server, and both windows show it as the change feed wakes them.
#   scripts/team-demo.sh              # builds what it needs; runs until both windows are closed
#   scripts/team-demo.sh --no-windows # the same without the windows (prints the connection strings)
# Everything lives in one temporary folder and is removed at the end, the cluster included.
set -euo pipefail
cd "$(dirname "$0")/.."
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=true
windows=1
[[ ${1:-} == --no-windows ]] && windows=0

scripts/install-deps.sh
cmake --preset dev >/dev/null
cmake --build --preset dev --target directdesk directdesk-cli directdesk-sandbox
app=$PWD/build/dev/app

demo=$(mktemp -d /tmp/directdesk-team-demo.XXXXXX)
chmod 0755 "$demo"
pids=()
cleanup() {
  kill "${pids[@]}" 2>/dev/null || true
  wait "${pids[@]}" 2>/dev/null || true
  [[ -n ${bindir:-} ]] && as_postgres "$bindir/pg_ctl" -D "$demo/cluster" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$demo"
}
trap cleanup EXIT

# initdb and pg_ctl refuse root: run them as the postgres user then.
as_postgres() {
  if ((EUID == 0)); then runuser -u postgres -- "$@"; else "$@"; fi
}
# A port nothing listens on now (good enough for a demo on this computer).
free_port() {
  local port
  for _ in $(seq 50); do
    port=$((20000 + RANDOM % 20000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "$port"
      return
    fi
  done
  echo "no free port found" >&2
  return 1
}
secret() { head -c 18 /dev/urandom | base64 | tr -d '/+=' | head -c 20; echo 7a; }

bindir=$(pg_config --bindir)
db_port=$(free_port)
owner_password=$(secret)
mkdir "$demo/cluster"
[[ $EUID == 0 ]] && chown postgres: "$demo/cluster"
printf '%s\n' "$owner_password" > "$demo/owner-password"
[[ $EUID == 0 ]] && chown postgres: "$demo/owner-password"
echo "== a throw-away PostgreSQL cluster on 127.0.0.1:$db_port"
as_postgres "$bindir/initdb" -D "$demo/cluster" -U dd_owner --pwfile="$demo/owner-password" \
  --auth-local=trust --auth-host=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8 --no-sync >/dev/null
rm "$demo/owner-password"
as_postgres "$bindir/pg_ctl" -D "$demo/cluster" -l "$demo/cluster/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $db_port -c unix_socket_directories=$demo/cluster" start >/dev/null

# Each login's password in a pgpass file of its own, as a desk would keep it (~/.pgpass).
declare -A password
for login in dd_owner ana sol worker; do
  [[ $login == dd_owner ]] && password[$login]=$owner_password || password[$login]=$(secret)
  mkdir -p "$demo/$login"
  printf '127.0.0.1:%s:*:%s:%s\n' "$db_port" "$login" "${password[$login]}" > "$demo/$login/pgpass"
  chmod 0600 "$demo/$login/pgpass"
done
server() { echo "host=127.0.0.1 port=$db_port dbname=directdesk user=$1"; }
# Runs a command as the login (its pgpass file); background processes use env directly, so that
# their process is the one the cleanup stops.
as() { local login=$1; shift; PGPASSFILE="$demo/$login/pgpass" "$@"; }

echo "== the team: tables, Manager ana, Support sol, and the worker's login"
as dd_owner "$bindir/psql" -q -h 127.0.0.1 -p "$db_port" -U dd_owner -d postgres \
  -c "CREATE DATABASE directdesk" -c "CREATE ROLE ana LOGIN PASSWORD '${password[ana]}'"
as dd_owner "$app/directdesk-cli" team init --server "$(server dd_owner)" --manager ana --name "Ana Souza"
for who in "sol support Sol Lima" "worker support Team worker"; do
  read -r login role name <<<"$who"
  DIRECTDESK_NEW_PASSPHRASE=${password[$login]} as ana "$app/directdesk-cli" team operator add \
    --server "$(server ana)" --login "$login" --role "$role" --name "$name"
done

echo "== the sandbox gateway and the team worker"
key=$(secret)
sandbox_port=$(free_port)
worker_port=$(free_port)
"$app/directdesk-sandbox" --port "$sandbox_port" --integration-key "$key" \
  --notify-url "http://127.0.0.1:$worker_port/" --data-dir "$demo/sandbox" >"$demo/sandbox.log" 2>&1 &
pids+=($!)
env PGPASSFILE="$demo/worker/pgpass" DIRECTDESK_INTEGRATION_KEY="$key" \
  DIRECTDESK_BASE_URL="http://127.0.0.1:$sandbox_port" "$app/directdesk-cli" team worker --server "$(server worker)" \
  --address 127.0.0.1 --port "$worker_port" >"$demo/worker.log" 2>&1 &
pids+=($!)

# The feeder: a payment every few seconds (cards are confirmed at once, SPEI vouchers wait), and
# every third round the oldest waiting voucher is paid.
python3 - "$sandbox_port" "$key" >"$demo/feeder.log" 2>&1 <<'EOF' &
import json, sys, time, urllib.request
base, key = f"http://127.0.0.1:{sys.argv[1]}", sys.argv[2]
def call(path, body):
    request = urllib.request.Request(base + path, json.dumps(body).encode(), {"Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(request, timeout=10))
customers = [("Maria Perez", "mx", "MXN"), ("Joao Silva", "br", "BRL"), ("Camila Rojas", "cl", "CLP")]
waiting, n = [], 0
while True:
    n += 1
    name, country, currency = customers[n % len(customers)]
    payment = {"merchant_payment_code": f"demo-{int(time.time())}-{n}", "currency_code": currency,
               "amount_total": "25000.00" if currency == "CLP" else f"{100 + n}.50", "country": country,
               "name": name, "email": "customer@example.com"}
    if country == "mx" and n % 2:
        payment["payment_type_code"] = "spei"
    else:
        payment["payment_type_code"] = "creditcard"
        payment["creditcard"] = {"card_number": "4111111111111111", "card_name": name,
                                 "card_due_date": "12/2034", "card_cvv": "123"}
        if country == "br":
            payment["document"] = "853.513.468-93"
    try:
        made = call("/ws/direct", {"integration_key": key, "operation": "request", "payment": payment})
        print(made.get("status"), made.get("payment", {}).get("hash"), made.get("status_message", ""), flush=True)
        if payment["payment_type_code"] == "spei" and made.get("status") == "SUCCESS":
            waiting.append(made["payment"]["hash"])
        if n % 3 == 0 and waiting:
            call("/sandbox/payments/confirm", {"integration_key": key, "hash": waiting.pop(0)})
    except OSError as error:   # the sandbox is starting or stopping: try again next round
        print("not sent:", error, flush=True)
    time.sleep(4)
EOF
pids+=($!)

if ((windows == 0)); then
  echo "== running; Ctrl+C ends the demo and removes $demo"
  for login in ana sol; do
    echo "   $login: PGPASSFILE=$demo/$login/pgpass  --server \"$(server "$login")\""
  done
  wait "${pids[0]}"
  exit 0
fi

# Two desks: each window with its own settings (the saved team server and login) and data folders,
# so they are two desks as far as DirectDesk can tell.
echo "== two windows: ana (Manager) and sol (Support)"
desks=()
for login in ana sol; do
  home=$demo/$login
  mkdir -p "$home/config/DirectDesk" "$home/data" "$home/cache" "$home/runtime"
  chmod 0700 "$home/runtime"
  cat >"$home/config/DirectDesk/DirectDesk.conf" <<CONF
[teamServer]
chosen=true
host=127.0.0.1
port=$db_port
database=directdesk
user=$login
caFile=
CONF
  env PGPASSFILE="$home/pgpass" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
    XDG_CACHE_HOME="$home/cache" XDG_RUNTIME_DIR="$home/runtime" "$app/directdesk" &
  desks+=($!)
done
wait "${desks[@]}" || true
