#!/bin/bash
# Starts vtbench's Tomcat in the foreground (catalina.sh run): its log goes to stdout for docker logs,
# and the JVM replaces this shell, so docker stop's SIGTERM reaches Tomcat and stops it cleanly.
#
# It first checks the VTBENCH_* variables with the rules and messages of the other runtimes (see
# EnvironmentSettings) and exits with status 2 on a bad one. Tomcat itself would not: a maxThreads or
# port it cannot parse is only logged, and it starts with its default, so the benchmark would
# measure a server it did not ask for.
set -euo pipefail

readonly EXIT_BAD_SETTING=2

refuse() { # name value allowed
    echo "vtbench tomcat cannot start: $1='$2' is not valid: set it to $3, or unset it for the default" >&2
    exit "$EXIT_BAD_SETTING"
}

trimmed() {
    local text=$1
    text=${text#"${text%%[![:space:]]*}"}
    printf '%s' "${text%"${text##*[![:space:]]}"}"
}

# Exports variable $1 as an integer in $3..$4, or $2 when it is unset or blank; refuses anything else.
require_integer() { # name default min max
    local name=$1 default=$2 min=$3 max=$4
    local value
    value=$(trimmed "${!name:-}")
    if [[ -z $value ]]; then
        export "$name=$default"
        return
    fi
    if [[ $value =~ ^([+-]?)0*([0-9]{1,9})$ ]]; then
        local number=$((10#${BASH_REMATCH[2]}))
        [[ ${BASH_REMATCH[1]} == - ]] && number=$((-number))
        if (( number >= min && number <= max )); then
            export "$name=$number"
            return
        fi
    fi
    refuse "$name" "${!name}" "an integer in $min..$max (default $default)"
}

is_ipv4() { # text
    local octet='(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])'
    [[ $1 =~ ^($octet\.){3}$octet$ ]]
}

# Sets groups to the number of colon-separated groups of 1 to 4 hex digits in $1 (0 for an empty text); fails on
# anything else.
hex_groups() { # text
    local colons
    groups=0
    [[ -z $1 ]] && return 0
    [[ $1 =~ ^[0-9A-Fa-f]{1,4}(:[0-9A-Fa-f]{1,4})*$ ]] || return 1
    colons=${1//[^:]/}
    groups=$((${#colons} + 1))
}

is_ipv6() { # text
    local text=$1 head_groups
    [[ $text == *:* && $text =~ ^[0-9A-Fa-f:.]+$ ]] || return 1
    # A dotted IPv4 tail (::ffff:10.0.0.5) stands for the last two groups.
    if [[ $text == *.* ]]; then
        is_ipv4 "${text##*:}" || return 1
        text="${text%:*}:0:0"
    fi
    if [[ $text == *::* ]]; then
        # "::" stands for one or more zero groups, once.
        hex_groups "${text%%::*}" || return 1
        head_groups=$groups
        hex_groups "${text#*::}" || return 1
        ((head_groups + groups <= 7))
    else
        hex_groups "$text" && ((groups == 8))
    fi
}

# Exports variable $1 as an IP address literal, or $2 when it is unset or blank; refuses host names and anything else
# (the rule of EnvironmentSettings.ipLiteral): the connector must bind exactly the address the drivers were given.
require_ip_literal() { # name default
    local name=$1 default=$2
    local value
    value=$(trimmed "${!name:-}")
    if [[ -z $value ]]; then
        export "$name=$default"
    elif is_ipv4 "$value" || is_ipv6 "$value"; then
        export "$name=$value"
    else
        refuse "$name" "${!name}" "an IP address literal (not a host name) such as $default (the default, loopback only), 0.0.0.0 (every interface) or ::1"
    fi
}

# A mode is pool or virtual, or a variant of one (virtual-par2: the base, a hyphen, lower-case letters, digits and
# hyphens), which runs as its base with the JVM options the harness gives it; the servlet reports the whole name.
mode=$(trimmed "${VTBENCH_MODE:-}")
mode=${mode,,}
variant='(-[a-z0-9]+)*'
if [[ -z $mode || $mode =~ ^pool$variant$ ]]; then
    VTBENCH_MODE=${mode:-pool} VTBENCH_USE_VIRTUAL_THREADS=false
elif [[ $mode =~ ^virtual$variant$ ]]; then
    VTBENCH_MODE=$mode VTBENCH_USE_VIRTUAL_THREADS=true
else
    refuse VTBENCH_MODE "$VTBENCH_MODE" "one of pool, virtual, or one of them followed by -VARIANT (default pool)"
fi
export VTBENCH_MODE VTBENCH_USE_VIRTUAL_THREADS

require_integer VTBENCH_PORT 8080 1 65535
require_ip_literal VTBENCH_BIND_ADDRESS 127.0.0.1
require_integer VTBENCH_POOL_SIZE 200 1 10000
# The connector's maxConnections (server.xml, default 20000), checked only when set: left unset, Tomcat reads it from a
# system property of the same name (-DVTBENCH_MAX_CONNECTIONS, a mode's JVM option) before falling back to 20000.
if [[ -n $(trimmed "${VTBENCH_MAX_CONNECTIONS:-}") ]]; then
    require_integer VTBENCH_MAX_CONNECTIONS 20000 1 1000000
fi

# The servlet checks the URL with the shared rules too, but only once Tomcat runs; checking here
# stops the container instead of leaving a Tomcat whose only webapp failed to start.
backend_url=$(trimmed "${VTBENCH_BACKEND_URL:-}")
if [[ -n $backend_url ]] && ! [[ ${backend_url,,} =~ ^https?://[^/?#[:space:]]+(/[^?#[:space:]]*)?$ ]]; then
    refuse VTBENCH_BACKEND_URL "$VTBENCH_BACKEND_URL" \
        "an http:// URL with a host, such as http://127.0.0.1:9090 (the default)"
fi

catalina_home=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# Through sh: Tomcat's zip distribution does not carry the scripts' executable bits.
exec /bin/sh "$catalina_home/bin/catalina.sh" run
