#!/bin/sh
# Runs `node <arguments>` with jemalloc as the process's malloc when the library is installed, and
# plain node when it is not: `npm run serve` (and the bench, and the process tests) start the server
# through it. glibc's malloc keeps the memory a burst of requests freed (holes under its arena's top
# that free() does not return); jemalloc gives it back to the system within seconds of the traffic
# ending. Decision 0032 (docs/decisions/0032-jemalloc.md) has the measurements.
#
#   JEMALLOC_PATH=/path/libjemalloc.so.2   use this library (a path that does not exist: none)
#   JEMALLOC_PATH=                         plain node, glibc's malloc
#   MALLOC_CONF=…                          jemalloc's settings instead of the ones below
#   NODE=/path/to/node                     this node binary (npm sets it to the one running npm)
#
# `exec` replaces this shell with node: one process, the server's pid is the one started, and
# signals (SIGTERM for a clean shutdown) reach it directly.

if [ -z "${JEMALLOC_PATH+set}" ]; then
  for lib in "/usr/lib/$(uname -m)-linux-gnu/libjemalloc.so.2" /usr/lib64/libjemalloc.so.2 \
    /usr/lib/libjemalloc.so.2 /usr/local/lib/libjemalloc.so.2; do
    if [ -r "$lib" ]; then
      JEMALLOC_PATH=$lib
      break
    fi
  done
fi

if [ -n "${JEMALLOC_PATH:-}" ] && [ -r "$JEMALLOC_PATH" ]; then
  LD_PRELOAD="$JEMALLOC_PATH${LD_PRELOAD:+ $LD_PRELOAD}"
  # A background thread returns freed pages (dirty) after a second, without waiting for the next
  # malloc call to do it; muzzy pages (given back lazily) are skipped, so RSS shows what is in use.
  MALLOC_CONF=${MALLOC_CONF:-background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0}
  export LD_PRELOAD MALLOC_CONF
fi

exec "${NODE:-node}" "$@"
