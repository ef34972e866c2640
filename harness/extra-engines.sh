#!/usr/bin/env bash
# Starts, stops and reports extra Docker engines on this machine, as root, to play other hosts (a server box, a
# driver box) for the tests of runs across engines. Each engine NAME is a dockerd of its own beside the main one
# (/var/run/docker.sock), with its own managed containerd, and nothing shared with the main engine:
#   socket      unix:///run/vtbench-engines/NAME.sock
#   data root   /var/lib/vtbench-engines/NAME        (its images; kept by `stop`, removed by `purge`)
#   exec root   /run/vtbench-engines/NAME.exec       (its containerd's state)
#   pidfile     /run/vtbench-engines/NAME.pid
#   log         /var/log/vtbench-engine-NAME.log
#   cgroups     vtbench-NAME under each cgroup v1 controller (--cgroup-parent), so its containers are told apart
# Like the main engine (setup-machine.sh) it runs with --bridge=none --iptables=false --ip-masq=false: containers
# use the host network and 127.0.0.1, and nothing touches the machine's firewall rules.
#
#   extra-engines.sh start  NAME...   start each engine unless it runs already; waits until GET /_ping answers
#   extra-engines.sh stop   NAME...   stop each engine (dockerd stops its containers first) and remove its empty
#                                     cgroups; an engine that is not running is left alone
#   extra-engines.sh status NAME...   one line per engine; exit code 3 if any is not running
#   extra-engines.sh purge  NAME...   stop, then remove the data root (its images)
# Images are not shared with the main engine: copy them, for example
#   docker save vtbench/base-os:bookworm | DOCKER_HOST=unix:///run/vtbench-engines/NAME.sock docker load
set -euo pipefail

readonly RUN_DIR=/run/vtbench-engines
readonly DATA_DIR=/var/lib/vtbench-engines
readonly START_SECONDS=60
readonly STOP_SECONDS=60

usage() {
  echo "usage: extra-engines.sh start|stop|status|purge NAME... (NAME: lower-case letters, digits and '-', at most 20)" >&2
  exit 2
}

socket_of() { echo "$RUN_DIR/$1.sock"; }
pidfile_of() { echo "$RUN_DIR/$1.pid"; }
log_of() { echo "/var/log/vtbench-engine-$1.log"; }

# The pid of NAME's dockerd if it runs, else nothing. A pidfile left by a crashed daemon names a dead (or reused)
# pid, so the pid must also be a dockerd holding NAME's socket.
running_pid() {
  local pidfile pid cmdline
  pidfile=$(pidfile_of "$1")
  [ -f "$pidfile" ] || return 0
  pid=$(cat "$pidfile")
  [ -n "$pid" ] && [ -r "/proc/$pid/cmdline" ] || return 0
  cmdline=$(tr '\0' ' ' < "/proc/$pid/cmdline" 2>/dev/null || true)
  if [[ "$cmdline" == "dockerd "*"unix://$(socket_of "$1") "* ]]; then
    echo "$pid"
  fi
}

answers_ping() {
  [ "$(curl -s --max-time 2 --unix-socket "$(socket_of "$1")" http://docker/_ping 2>/dev/null)" = "OK" ]
}

# Starts dockerd detached, with no descriptor but 0-2: a daemon that inherited a caller's open lock file (for
# example `flock /work/heavy.lock` around a test run) would hold that lock for as long as it runs.
launch_dockerd() {
  local name=$1 fd
  (
    for fd in /proc/$BASHPID/fd/*; do
      fd=${fd##*/}
      if [ "$fd" -gt 2 ] 2>/dev/null; then eval "exec $fd>&-"; fi
    done
    exec setsid dockerd \
      --host "unix://$(socket_of "$name")" \
      --data-root "$DATA_DIR/$name" \
      --exec-root "$RUN_DIR/$name.exec" \
      --pidfile "$(pidfile_of "$name")" \
      --config-file "$DATA_DIR/$name/daemon.json" \
      --cgroup-parent "vtbench-$name" \
      --bridge=none --iptables=false --ip-masq=false \
      < /dev/null >> "$(log_of "$name")" 2>&1
  ) &
}

start_engine() {
  local name=$1 pid
  pid=$(running_pid "$name")
  if [ -n "$pid" ] && answers_ping "$name"; then
    echo "vtbench: engine $name already runs (pid $pid) at unix://$(socket_of "$name")"
    return 0
  fi
  if [ -n "$pid" ]; then
    echo "vtbench: engine $name (pid $pid) does not answer /_ping; stop it first: extra-engines.sh stop $name" >&2
    return 1
  fi
  rm -f "$(pidfile_of "$name")" "$(socket_of "$name")"
  mkdir -p "$RUN_DIR" "$DATA_DIR/$name"
  # A configuration of its own: not /etc/docker/daemon.json (the main engine's), and its own identity key, or every
  # engine here would report the main engine's ID (/etc/docker/key.json) and look like one host.
  printf '{"deprecated-key-path": "%s"}\n' "$DATA_DIR/$name/key.json" > "$DATA_DIR/$name/daemon.json"
  echo "vtbench: starting engine $name (log: $(log_of "$name"))"
  launch_dockerd "$name"
  for _ in $(seq 1 "$START_SECONDS"); do
    answers_ping "$name" && break
    sleep 1
  done
  if ! answers_ping "$name"; then
    echo "vtbench: engine $name did not answer /_ping within $START_SECONDS s; its log:" >&2
    tail -n 20 "$(log_of "$name")" >&2
    return 1
  fi
  echo "vtbench: engine $name runs (pid $(running_pid "$name")) at unix://$(socket_of "$name")"
}

stop_engine() {
  local name=$1 pid
  pid=$(running_pid "$name")
  if [ -z "$pid" ]; then
    echo "vtbench: engine $name is not running"
    rm -f "$(pidfile_of "$name")"
    unmount_exec_root "$name"
    remove_cgroups "$name"
    return 0
  fi
  echo "vtbench: stopping engine $name (pid $pid; it stops its containers first)"
  kill -TERM "$pid"
  for _ in $(seq 1 "$STOP_SECONDS"); do
    [ -d "/proc/$pid" ] || break
    sleep 1
  done
  if [ -d "/proc/$pid" ]; then
    echo "vtbench: engine $name (pid $pid) still runs $STOP_SECONDS s after SIGTERM; its log: $(log_of "$name")" >&2
    return 1
  fi
  rm -f "$(pidfile_of "$name")" "$(socket_of "$name")"
  unmount_exec_root "$name"
  remove_cgroups "$name"
  echo "vtbench: engine $name stopped"
}

# Mounts dockerd leaves under its exec root when it stops (libnetwork's bind mount of the host's network namespace,
# netns/default): unmounted, so a stopped engine holds nothing and purge can remove the folder.
unmount_exec_root() {
  local name=$1 mount_point
  awk -v root="$RUN_DIR/$name.exec/" 'index($5, root) == 1 { print $5 }' /proc/self/mountinfo | sort -r \
    | while read -r mount_point; do
        umount "$mount_point" || echo "vtbench: could not unmount $mount_point of engine $name" >&2
      done
}

# The parent cgroups --cgroup-parent made under each cgroup v1 controller, now empty (runc removed the containers'
# own); rmdir refuses one that still holds a task, and that one is reported.
remove_cgroups() {
  local name=$1 group
  for group in /sys/fs/cgroup/*/"vtbench-$name"; do
    [ -d "$group" ] || continue
    rmdir "$group" 2>/dev/null || echo "vtbench: cgroup $group of engine $name still holds tasks; left in place" >&2
  done
}

status_engine() {
  local name=$1 pid
  pid=$(running_pid "$name")
  if [ -n "$pid" ] && answers_ping "$name"; then
    echo "$name running pid $pid unix://$(socket_of "$name")"
  elif [ -n "$pid" ]; then
    echo "$name not answering pid $pid unix://$(socket_of "$name") (log: $(log_of "$name"))"
    return 3
  else
    echo "$name stopped"
    return 3
  fi
}

purge_engine() {
  local name=$1
  stop_engine "$name"
  rm -rf "${DATA_DIR:?}/$name" "${RUN_DIR:?}/$name.exec"
  echo "vtbench: engine $name purged (data root removed)"
}

[ $# -ge 2 ] || usage
command=$1
shift
for name in "$@"; do
  [[ "$name" =~ ^[a-z0-9][a-z0-9-]{0,19}$ ]] || usage
done
case "$command" in
  start | stop | status | purge) ;;
  *) usage ;;
esac

if [ "$command" != status ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "vtbench: extra-engines.sh starts and stops dockerd instances: run it as root" >&2
    exit 1
  fi
  if ! command -v dockerd >/dev/null 2>&1; then
    echo "vtbench: no dockerd on the PATH; install it first (as root: harness/setup-machine.sh)" >&2
    exit 1
  fi
fi

result=0
for name in "$@"; do
  "${command}_engine" "$name" || result=$?
done
exit "$result"
