#!/usr/bin/env bash
# Stages the Debian packages of vtbench's database image: PostgreSQL and every package it needs that the base OS
# image lacks, downloaded with this machine's apt into a folder the image's build then installs from, offline (builds
# run with no network). apt works out what is missing against the base image's own package list, so nothing is
# downloaded twice and nothing is guessed. Idempotent: does nothing when the folder already holds the packages.
# Usage: images/postgres/stage-packages.sh OUT_FOLDER [BASE_IMAGE]   (default vtbench/base-os:bookworm)
set -euo pipefail
out="${1:?usage: stage-packages.sh OUT_FOLDER [BASE_IMAGE]}"
base="${2:-vtbench/base-os:bookworm}"
# Debian 12's PostgreSQL: the server, and psql for seeding.
packages=(postgresql-15 postgresql-client-15)

if [ -f "$out/staged" ] && [ "$(cat "$out/staged")" = "${packages[*]} on $base" ]; then
  echo "database packages already staged in $out"
  exit 0
fi
if ! command -v apt-get >/dev/null; then
  echo "apt-get is missing: the database image's packages are staged with a Debian machine's apt" >&2
  exit 1
fi
if ! docker image inspect "$base" >/dev/null 2>&1; then
  echo "the base image $base is missing: make it first (images/base/build-base-os.sh)" >&2
  exit 1
fi

work=$(mktemp -d /var/tmp/vtbench-postgres-stage.XXXXXX)
trap 'rm -rf "$work"' EXIT
# What the base image has installed: apt plans against it instead of this machine's own packages.
docker run --rm --network none --entrypoint cat "$base" /var/lib/dpkg/status > "$work/status"
mkdir -p "$work/debs/partial"
apt_options=(-o "Dir::State::status=$work/status" -o "Dir::Cache::archives=$work/debs" -o Debug::NoLocking=1
             -o APT::Install-Recommends=false -o APT::Install-Suggests=false)
if ! apt-get "${apt_options[@]}" -y -q --download-only install "${packages[@]}" > "$work/apt.log" 2>&1; then
  echo "apt could not download ${packages[*]}; its log:" >&2
  tail -n 20 "$work/apt.log" >&2
  echo "if it found no such package, update this machine's package lists first (apt-get update)" >&2
  exit 1
fi
rm -rf "$out"
mkdir -p "$out"
mv "$work"/debs/*.deb "$out"/
echo "${packages[*]} on $base" > "$out/staged"
echo "staged $(ls "$out"/*.deb | wc -l) packages for ${packages[*]} in $out"
