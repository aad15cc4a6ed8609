#!/usr/bin/env bash
# Installs what bench/redirect.mjs compares against, from Debian's packages
# only: nginx (the static 302 reference) and wrk (the load generator).
# Never needed by `npm test`. Keeps the nginx package from starting its own
# service on port 80: the bench runs its own nginx with its own config.
set -euo pipefail

missing=()
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v wrk >/dev/null 2>&1 || missing+=(wrk)
[ ${#missing[@]} -eq 0 ] && exit 0

SUDO=''
[ "$(id -u)" -ne 0 ] && SUDO='sudo'

# policy-rc.d answering 101 tells invoke-rc.d not to start services during the install
policy=/usr/sbin/policy-rc.d
placed=''
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$policy" >/dev/null
  $SUDO chmod +x "$policy"
  placed=1
fi
trap '[ -n "$placed" ] && $SUDO rm -f "$policy"' EXIT

echo "installing ${missing[*]} from Debian's packages"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
