#!/bin/sh
# Entrypoint of vtbench's database image: makes a PostgreSQL cluster in the container's tmpfs, seeds it from
# /seed/*.sql (in name order, psql with ON_ERROR_STOP: the first failing statement ends the container with exit 3)
# while it listens on no TCP port, then serves it on VTBENCH_BIND_ADDRESS:VTBENCH_DB_PORT. A TCP connection that
# succeeds therefore means seeded and ready. Settings, each with its default:
#   VTBENCH_DB_PORT (5432), VTBENCH_BIND_ADDRESS (127.0.0.1), VTBENCH_DB_NAME (vtbench), VTBENCH_DB_USER (vtbench),
#   VTBENCH_DB_PASSWORD (vtbench), VTBENCH_DB_MAX_CONNECTIONS (300).
set -eu

bin=/usr/lib/postgresql/15/bin
data=/var/lib/vtbench-db/data
socket=/tmp
port="${VTBENCH_DB_PORT:-5432}"
address="${VTBENCH_BIND_ADDRESS:-127.0.0.1}"
name="${VTBENCH_DB_NAME:-vtbench}"
user="${VTBENCH_DB_USER:-vtbench}"
password="${VTBENCH_DB_PASSWORD:-vtbench}"
max_connections="${VTBENCH_DB_MAX_CONNECTIONS:-300}"

refuse() {
    echo "vtbench database cannot start: $1" >&2
    exit 2
}
case "$port" in ''|*[!0-9]*) refuse "VTBENCH_DB_PORT='$port' is not a port number (1..65535)" ;; esac
case "$max_connections" in ''|*[!0-9]*) refuse "VTBENCH_DB_MAX_CONNECTIONS='$max_connections' is not a whole number" ;; esac
# Names go into SQL and a command line: lowercase letters, digits and '_' only.
case "$name" in ''|*[!a-z0-9_]*) refuse "VTBENCH_DB_NAME='$name' is not a name of lowercase letters, digits and _" ;; esac
case "$user" in ''|*[!a-z0-9_]*) refuse "VTBENCH_DB_USER='$user' is not a name of lowercase letters, digits and _" ;; esac

started=$(date +%s)
# The password reaches initdb through a file on the tmpfs, never a command line that ps would show.
umask 077
printf '%s\n' "$password" > "$socket/vtbench-password"
"$bin/initdb" --pgdata="$data" --username="$user" --pwfile="$socket/vtbench-password" --auth-local=trust \
    --auth-host=scram-sha-256 --encoding=UTF8 --locale=C --no-sync > "$socket/initdb.log" 2>&1 \
    || { cat "$socket/initdb.log" >&2; refuse "initdb failed (above)"; }
rm -f "$socket/vtbench-password"
# Any address may connect with the password: the listen address decides who can reach the port at all.
echo "host all all all scram-sha-256" >> "$data/pg_hba.conf"

# Seeding: on the Unix socket only, so that no client of the TCP port sees a database half seeded.
"$bin/pg_ctl" --pgdata="$data" --wait --timeout=120 --silent \
    -o "-c listen_addresses='' -c unix_socket_directories=$socket" start
"$bin/psql" --host="$socket" --username="$user" --dbname=postgres --quiet --no-psqlrc \
    --set=ON_ERROR_STOP=1 --command="CREATE DATABASE $name"
for seed in /seed/*.sql; do
    [ -e "$seed" ] || continue
    echo "vtbench database: seeding $name from $seed"
    "$bin/psql" --host="$socket" --username="$user" --dbname="$name" --quiet --no-psqlrc \
        --set=ON_ERROR_STOP=1 --file="$seed" \
        || { echo "vtbench database: seeding from $seed failed at the statement above" >&2; exit 3; }
done
"$bin/pg_ctl" --pgdata="$data" --wait --silent --mode=fast stop
echo "vtbench database: $name seeded in $(( $(date +%s) - started )) s; serving on $address:$port"

# PostgreSQL's defaults but: the address and port (host network), the socket on the tmpfs, room for every pool of a
# run, and WAL kept well inside the data folder's 512 MB tmpfs. exec: postgres gets docker stop's SIGTERM (a smart
# shutdown; docker's SIGKILL follows).
exec "$bin/postgres" -D "$data" -c listen_addresses="$address" -c port="$port" \
    -c unix_socket_directories="$socket" -c max_connections="$max_connections" -c max_wal_size=256MB
