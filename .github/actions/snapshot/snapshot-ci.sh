#!/usr/bin/env bash
# The steps of the snapshot CI action (.github/actions/snapshot/action.yml) and of the GitLab
# template (.gitlab/snapshot.gitlab-ci.yml), as one script so that both run, and
# scripts/checks/ci-action tests, the same commands (docs/ci.md):
#
#   snapshot-ci.sh deps      install the Debian -dev packages the binary links (apt-get; sudo
#                            when not root); SNAPSHOT_SKIP_APT=1 skips it
#   snapshot-ci.sh install   make SNAPSHOT_PREFIX/bin/snapshot the release of tag SNAPSHOT_VERSION:
#                            nothing to do when the prefix already holds it (a CI cache hit,
#                            told by PREFIX/share/snapshot/source-version), else `fetch` and
#                            `build`; adds PREFIX/bin to GITHUB_PATH when that is set
#   snapshot-ci.sh fetch     clone tag SNAPSHOT_VERSION of SNAPSHOT_REPOSITORY into SNAPSHOT_SRC
#                            (kept when SNAPSHOT_SRC is already a clone at that tag)
#   snapshot-ci.sh build     scripts/install SNAPSHOT_PREFIX from SNAPSHOT_SRC (a release build)
#   snapshot-ci.sh test      SNAPSHOT_PREFIX/bin/snapshot test --junit SNAPSHOT_JUNIT
#                            --shard SNAPSHOT_SHARD, plus SNAPSHOT_ARGS, in the current folder
#
# Environment: SNAPSHOT_VERSION (a tag, required for install/fetch), SNAPSHOT_REPOSITORY (git
# URL), SNAPSHOT_PREFIX (default ~/.cache/snapshot/VERSION), SNAPSHOT_SRC (default
# PREFIX.src), SNAPSHOT_SHARD (default 1/1), SNAPSHOT_JUNIT (default snapshot-results.xml),
# SNAPSHOT_ARGS (more arguments for `snapshot test`, split on spaces).
set -euo pipefail

version=${SNAPSHOT_VERSION:-}
repository=${SNAPSHOT_REPOSITORY:-}
prefix=${SNAPSHOT_PREFIX:-}
[ -n "$prefix" ] || prefix="$HOME/.cache/snapshot/${version:-unknown}"
prefix=${prefix/#\~/$HOME}
src=${SNAPSHOT_SRC:-$prefix.src}
stamp="$prefix/share/snapshot/source-version"
packages=(libpng-dev libdeflate-dev libfreetype-dev libharfbuzz-dev libicu-dev libxml2-dev zlib1g-dev pkg-config git)

fail() { echo "snapshot-ci: $*" >&2; exit 1; }
need_version() { [ -n "$version" ] || fail "set SNAPSHOT_VERSION (or the action's version input) to a tag of snapshot"; }

deps() {
  if [ "${SNAPSHOT_SKIP_APT:-0}" = 1 ]; then echo "snapshot-ci: SNAPSHOT_SKIP_APT=1: not installing ${packages[*]}"; return; fi
  local sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${packages[@]}"
}

fetch() {
  need_version
  [ -n "$repository" ] || fail "set SNAPSHOT_REPOSITORY (or the action's repository input) to snapshot's git URL"
  if [ -d "$src/.git" ] && [ "$(git -C "$src" rev-parse HEAD)" = "$(git -C "$src" rev-parse -q --verify "$version^{commit}")" ]; then
    echo "snapshot-ci: $src is already at $version"
    return
  fi
  rm -rf "$src"
  git -c advice.detachedHead=false clone -q --depth 1 --branch "$version" "$repository" "$src"
  echo "snapshot-ci: $repository $version at $(git -C "$src" rev-parse --short HEAD) in $src"
}

build() {
  need_version
  [ -x "$src/scripts/install" ] || fail "no snapshot source in $src (run fetch first)"
  "$src/scripts/install" "$prefix"
  printf '%s\n' "$version" >"$stamp"
}

install() {
  need_version
  if [ -x "$prefix/bin/snapshot" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$version" ]; then
    echo "snapshot-ci: snapshot $version already in $prefix (cached)"
  else
    fetch
    build
  fi
  if [ -n "${GITHUB_PATH:-}" ]; then echo "$prefix/bin" >>"$GITHUB_PATH"; fi
}

run_tests() {
  [ -x "$prefix/bin/snapshot" ] || fail "no snapshot in $prefix/bin (run install first)"
  local args=()
  [ -z "${SNAPSHOT_ARGS:-}" ] || read -r -a args <<<"$SNAPSHOT_ARGS"
  "$prefix/bin/snapshot" test --junit "${SNAPSHOT_JUNIT:-snapshot-results.xml}" --shard "${SNAPSHOT_SHARD:-1/1}" "${args[@]}"
}

case "${1:-}" in
  deps) deps ;;
  install) install ;;
  fetch) fetch ;;
  build) build ;;
  test) run_tests ;;
  *) echo "usage: snapshot-ci.sh deps|install|fetch|build|test" >&2; exit 2 ;;
esac
