# Sourced by harness/vtbench and .ci/run: points JAVA_HOME at a JDK 21 or newer (virtual threads), or explains.
# Order: JAVA_HOME if it is 21+, then `java` on the PATH, then the newest 21+ JDK in the usual folders.
# shellcheck shell=bash

vtbench_java_feature() {   # prints the feature version of the JDK in $1 (25 for 25.0.3), or nothing
  local release="$1/release" version
  [ -x "$1/bin/javac" ] && [ -f "$release" ] || return 0
  version=$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$release")
  echo "$version"
}

vtbench_find_jdk() {
  local candidate feature best="" best_feature=0
  if [ -n "${JAVA_HOME:-}" ]; then
    feature=$(vtbench_java_feature "$JAVA_HOME")
    if [ -n "$feature" ] && [ "$feature" -ge 21 ]; then return 0; fi
    echo "vtbench: JAVA_HOME=$JAVA_HOME is not a JDK 21+ (found '${feature:-no JDK}'); looking for one" >&2
  fi
  if command -v javac >/dev/null 2>&1; then
    candidate=$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")
    feature=$(vtbench_java_feature "$candidate")
    if [ -n "$feature" ] && [ "$feature" -ge 21 ]; then export JAVA_HOME="$candidate"; return 0; fi
  fi
  for candidate in /usr/lib/jvm/* /opt/java/* /opt/jdk* "$HOME"/.sdkman/candidates/java/* "$HOME"/.jdks/*; do
    [ -d "$candidate" ] || continue
    feature=$(vtbench_java_feature "$candidate")
    if [ -n "$feature" ] && [ "$feature" -ge 21 ] && [ "$feature" -gt "$best_feature" ]; then
      best="$candidate"; best_feature="$feature"
    fi
  done
  if [ -z "$best" ]; then
    echo "vtbench: no JDK 21 or newer found (virtual threads need 21+; Debian 12's default JDK is 17)." >&2
    echo "vtbench: install one (for example Eclipse Temurin 25) and set JAVA_HOME to it." >&2
    return 1
  fi
  export JAVA_HOME="$best"
}
