#!/usr/bin/env bash
# Builds the hermetic base OS image (a minimal Debian bookworm) without any container registry:
# debootstrap into a scratch folder, then `docker import`. Idempotent: does nothing when the image exists.
# Usage: images/base/build-base-os.sh [IMAGE_NAME]   (default vtbench/base-os:bookworm)
set -euo pipefail
image="${1:-vtbench/base-os:bookworm}"

# One build at a time: `harness/vtbench test` starts one in the background while Maven builds, and a test that needs the
# image meanwhile waits here for it rather than running a second debootstrap beside it.
if command -v flock >/dev/null; then
  exec 9>"/var/tmp/vtbench-base-os.lock"
  flock 9
fi
if docker image inspect "$image" >/dev/null 2>&1; then
  echo "base image $image already exists"
  exit 0
fi
if ! command -v debootstrap >/dev/null; then
  echo "debootstrap is missing: install it (apt-get install -y debootstrap) or use the registry source (SOURCE=registry)" >&2
  exit 1
fi

# The mirror is read from this machine's apt sources at run time, never written into the repo.
mirror="${VTBENCH_DEBIAN_MIRROR:-}"
if [ -z "$mirror" ]; then
  mirror=$(grep -hsE '^URIs:' /etc/apt/sources.list.d/*.sources | awk '{print $2}' | grep -v security | head -n 1 || true)
fi
if [ -z "$mirror" ]; then
  mirror=$(grep -hsE '^deb ' /etc/apt/sources.list | awk '{print $2}' | grep -v security | head -n 1 || true)
fi
if [ -z "$mirror" ]; then
  echo "no Debian mirror found in /etc/apt/sources.list*: set VTBENCH_DEBIAN_MIRROR" >&2
  exit 1
fi

rootfs=$(mktemp -d /var/tmp/vtbench-rootfs.XXXXXX)
trap 'rm -rf "$rootfs"' EXIT
echo "debootstrap bookworm from $mirror into $rootfs"
debootstrap --variant=minbase bookworm "$rootfs" "$mirror" > "$rootfs.log" 2>&1 || {
  echo "debootstrap failed; its log:" >&2; tail -n 30 "$rootfs.log" >&2; exit 1; }
rm -f "$rootfs.log"
# Trim what a server image never needs, keeping the layer small.
rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/* "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/*
tar -C "$rootfs" -c . | docker import --change 'ENV LANG=C.UTF-8' - "$image" >/dev/null
echo "imported $image"
