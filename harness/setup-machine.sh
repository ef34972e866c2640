#!/usr/bin/env bash
# Installs and starts what vtbench needs on a fresh Debian machine, as root: the Docker engine (Debian's
# docker.io), debootstrap and unzip for the hermetic images, chromium for the test that opens each run's
# comparison.html in a headless browser, and, with --buildx, the buildx plugin for
# `docker buildx bake` (built from the Go module proxy, as no buildx package exists in Debian 12).
# Idempotent: what is already there is left alone. The engine runs with --bridge=none --iptables=false:
# every vtbench container uses the host network and talks over 127.0.0.1 only.
set -euo pipefail

want_buildx=false
[ "${1:-}" = "--buildx" ] && want_buildx=true

if [ "$(id -u)" -ne 0 ]; then
  echo "setup-machine.sh installs packages and starts dockerd: run it as root" >&2
  exit 1
fi

missing=()
command -v dockerd >/dev/null 2>&1 || missing+=(docker.io)
command -v debootstrap >/dev/null 2>&1 || missing+=(debootstrap)
command -v unzip >/dev/null 2>&1 || missing+=(unzip)
[ -x /usr/bin/chromium ] || missing+=(chromium)
if [ ${#missing[@]} -gt 0 ]; then
  echo "vtbench: installing ${missing[*]}"
  apt-get update -q >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >/dev/null
fi

if ! docker info >/dev/null 2>&1; then
  echo "vtbench: starting dockerd (log: /var/log/vtbench-dockerd.log)"
  nohup dockerd --bridge=none --iptables=false > /var/log/vtbench-dockerd.log 2>&1 &
  for _ in $(seq 1 60); do
    docker info >/dev/null 2>&1 && break
    sleep 1
  done
  if ! docker info >/dev/null 2>&1; then
    echo "vtbench: dockerd did not start within 60 s; its log:" >&2
    tail -n 20 /var/log/vtbench-dockerd.log >&2
    exit 1
  fi
fi
echo "vtbench: Docker engine $(docker version --format '{{.Server.Version}}') is running"

if $want_buildx && ! docker buildx version >/dev/null 2>&1; then
  # v0.19.3: checked against Engine 20.10 (0.31+ is reported to fail against it).
  echo "vtbench: building the buildx plugin v0.19.3 (a few minutes)"
  go_tool=$(command -v go || echo /usr/local/go/bin/go)
  if [ ! -x "$go_tool" ]; then
    echo "vtbench: building buildx needs Go 1.22 or newer (none found on the PATH or in /usr/local/go)" >&2
    exit 1
  fi
  # Meanwhile the hermetic base OS image, which a fresh machine lacks too: debootstrap mostly waits on the Debian mirror
  # and the disk while Go compiles, so both take about as long as the longer one. (Its script exits at once when the
  # image exists; the tests make it themselves if this attempt fails.)
  base_log=/var/log/vtbench-base-os.log
  bash "$(dirname "${BASH_SOURCE[0]}")/../images/base/build-base-os.sh" > "$base_log" 2>&1 &
  base_os=$!
  GOBIN="${HOME}/.cache/vtbench/go-bin" "$go_tool" install github.com/docker/buildx/cmd/buildx@v0.19.3
  wait "$base_os" || echo "vtbench: the base OS image was not made now (its log: $base_log); the tests will make it"
  mkdir -p "${HOME}/.docker/cli-plugins"
  cp "${HOME}/.cache/vtbench/go-bin/buildx" "${HOME}/.docker/cli-plugins/docker-buildx"
  docker buildx version
fi
