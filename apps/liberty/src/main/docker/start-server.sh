#!/bin/sh
# Container entrypoint of the Liberty image: turns VTBENCH_MODE into Liberty configuration, then runs
# the server "vtbench" in the foreground. The mode must be known before Liberty starts, because in
# mode fixed it sizes Liberty's Default Executor, which server.xml alone cannot make conditional.
# The application reads the same variables again and rejects any other bad value (exit 2 as well).
set -eu

# Empty counts as unset, as in the application (EnvironmentSettings).
mode=$(printf '%s' "${VTBENCH_MODE:-}" | tr -d '[:space:]' | tr '[:upper:]' '[:lower:]')

# A variant of a mode (virtual-par2: the mode, a hyphen, lower-case letters, digits and hyphens) runs as that mode,
# with the JVM options the harness gives it; the application reports the whole name.
case "${mode:-pool}" in
    pool | virtual | pool-* | virtual-*)
        # server.xml's default: Liberty's self-tuning Default Executor.
        set --
        ;;
    fixed | fixed-*)
        pool_size=$(printf '%s' "${VTBENCH_POOL_SIZE:-}" | tr -d '[:space:]')
        # A command-line variable (after "--") outranks every other source of server.xml variables.
        set -- -- "--vtbench.executor.threads=${pool_size:-200}"
        ;;
    *)
        echo "vtbench liberty cannot start: VTBENCH_MODE='${VTBENCH_MODE}' is not valid:" \
             "set it to one of pool, virtual, fixed, or one of them followed by -VARIANT (default pool)," \
             "or unset it for the default" >&2
        exit 2
        ;;
esac

# A workarea primed when the image was built (see its Dockerfile), into an output folder still empty: the harness's
# fresh tmpfs. An output folder already in use (a restarted container, a mounted volume) keeps its own.
primed="$(dirname "$0")/primed"
output="${WLP_OUTPUT_DIR:-}"
if [ -n "$output" ] && [ -d "$primed/vtbench" ] && [ -d "$output" ] && [ -z "$(ls -A "$output")" ]; then
    cp -R "$primed/." "$output/"
fi

# The server is installed beside this script (/app/wlp). exec here, and "server run" execs java in
# turn: java becomes PID 1 and gets docker stop's SIGTERM itself.
exec "$(dirname "$0")/wlp/bin/server" run vtbench "$@"
