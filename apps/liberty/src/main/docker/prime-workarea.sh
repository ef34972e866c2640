#!/bin/sh
# Run once while the image is built: starts the server "vtbench" with its output in the folder given, waits until it
# is ready (CWWKF0011I), and stops it with SIGTERM, as docker stop would. What it leaves there is the workarea of a
# started server: its features resolved and the OSGi framework's bundle cache, which start-server.sh copies into each
# container's empty output folder (see the image's Dockerfile). The logs of this start are dropped.
set -eu
output=$1
log=/tmp/prime-workarea.log
WLP_OUTPUT_DIR="$output" "$(dirname "$0")/wlp/bin/server" run vtbench > "$log" 2>&1 &
server=$!
waited=0
until grep -q CWWKF0011I "$log"; do
    if ! kill -0 "$server" 2>/dev/null || [ "$waited" -ge 300 ]; then
        echo "prime-workarea.sh: the Liberty server did not start within $waited s; its output:" >&2
        cat "$log" >&2
        exit 1
    fi
    sleep 1
    waited=$((waited + 1))
done
kill -TERM "$server"
wait "$server" || true
rm -rf "$output/vtbench/logs" "$log"
