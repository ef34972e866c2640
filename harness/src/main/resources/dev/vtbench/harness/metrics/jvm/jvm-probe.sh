# The JVM probe's one script (JvmProbe): it runs in a sidecar container that shares the server container's PID
# namespace and user, so it sees the server's processes and may read them through /proc/PID/root, with no capability.
# Its arguments come from the harness alone, and none is ever evaluated as code:
#   sample          every half second: "T <epoch ms>", "H <base64 of the JVM's hsperfdata file, gzipped>" (or "E <why none>"),
#                   "J <tid>:<run ns>:<wait ns> ..." for each JIT compiler thread (its schedstat: on a CPU, waiting for one),
#                   "S <voluntary> <involuntary> <tasks>" summed over every task of every server process
#   cat PATH        writes the file PATH of the JVM's container (e.g. a flight recording in its /tmp) to stdout
#   rm PATH         removes it
set -u
shopt -s nullglob

jvm=""
perfdata=""

# The server's processes: those that share the root of its main process (PID 1), a docker exec's included; not the
# probe's own, nor another probe's. When PID 1's root cannot be seen (another user's), every process but the probe's.
server_processes() {
    local dir
    for dir in /proc/[0-9]*; do
        if [ "$dir/root/." -ef /proc/1/root/. ] || { [ ! -e /proc/1/root/. ] && [ ! "$dir/root/." -ef / ]; }; then
            echo "${dir#/proc/}"
        fi
    done
}

# The JVM is the process whose hsperfdata file, /tmp/hsperfdata_<user>/<its pid>, it can see in that process's /tmp;
# the pid namespace is shared, so the pid it names itself by is the one seen here. Of several (a crashed JVM's file
# can survive with the same pid), the newest.
find_jvm() {
    local pid file
    jvm=""
    perfdata=""
    for pid in $(server_processes); do
        for file in /proc/"$pid"/root/tmp/hsperfdata_*/"$pid"; do
            if [ -r "$file" ] && { [ -z "$perfdata" ] || [ "$file" -nt "$perfdata" ]; }; then
                jvm=$pid
                perfdata=$file
            fi
        done
    done
    [ -n "$jvm" ]
}

# "E" and what the harness needs to say why there is no JVM to read: each server process's pid, effective uid,
# whether its /tmp can be listed from here, and its command name.
why_no_jvm() {
    local pid uid key real effective rest comm seen=""
    for pid in $(server_processes); do
        uid="?"
        while read -r key real effective rest; do
            [ "$key" = "Uid:" ] && uid=$effective
        done < /proc/"$pid"/status 2>/dev/null
        read -r comm < /proc/"$pid"/comm 2>/dev/null || comm="?"
        if [ -r /proc/"$pid"/root/tmp ] && [ -x /proc/"$pid"/root/tmp ]; then
            seen="$seen $pid:$uid:readable:${comm// /_}"
        else
            seen="$seen $pid:$uid:unreadable:${comm// /_}"
        fi
    done
    echo "E probe-uid:$(id -u)${seen}"
}

switches() {
    local pid status
    local -a files=()
    for pid in $(server_processes); do
        files+=(/proc/"$pid"/task/*/status)
    done
    # cat goes on past a task that ended after the listing; awk alone would stop there.
    cat "${files[@]}" /dev/null 2>/dev/null | awk '
        $1 == "voluntary_ctxt_switches:" { voluntary += $2; tasks++ }
        $1 == "nonvoluntary_ctxt_switches:" { involuntary += $2 }
        END { printf "S %d %d %d\n", voluntary, involuntary, tasks }'
}

# The JIT compiler threads (by the names HotSpot, Graal and OpenJ9 give them) with their schedstat's first two fields.
compiler_threads() {
    local pid task comm run wait rest line="J"
    for pid in $(server_processes); do
        for task in /proc/"$pid"/task/*; do
            read -r comm < "$task/comm" 2>/dev/null || continue
            case "$comm" in
                "C1 CompilerThre"*|"C2 CompilerThre"*|"JVMCI CompilerT"*|"JIT Compilation"*)
                    read -r run wait rest < "$task/schedstat" 2>/dev/null && line="$line ${task##*/}:$run:$wait" ;;
            esac
        done
    done
    echo "$line"
}

sample() {
    local now
    while :; do
        now=${EPOCHREALTIME/./}
        echo "T ${now:0:13}"
        if { [ -n "$jvm" ] && [ -r "$perfdata" ]; } || find_jvm; then
            printf 'H '
            # gzip first: the file is mostly zeros, and every byte goes through the engine's log twice a second.
            gzip -1 -c "$perfdata" 2>/dev/null | base64 -w0
            echo
        else
            why_no_jvm
        fi
        compiler_threads
        switches
        sleep 0.5
    done
}

in_jvm_container() {
    if ! find_jvm; then
        why_no_jvm >&2
        exit 3
    fi
    echo "/proc/$jvm/root$1"
}

case "${1:-}" in
    sample) sample ;;
    cat) file=$(in_jvm_container "$2") && exec cat -- "$file" ;;
    rm) file=$(in_jvm_container "$2") && exec rm -f -- "$file" ;;
    *) echo "usage: jvm-probe.sh sample | cat PATH | rm PATH" >&2; exit 2 ;;
esac
