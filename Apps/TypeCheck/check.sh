#!/usr/bin/env bash
# Type-checks the native apps' SwiftUI files against the declarations-only stand-ins (Stand-ins/)
# and the real view-model modules, then asserts that every canary fails with its expected
# diagnostic — proof that the stand-ins catch those mistakes. This is not an iOS build: Xcode is
# the authority (see the README's "Native apps").
set -euo pipefail
cd "$(dirname "$0")"

echo "Type-checking Purascharana, AccumulationTracker and BetterMorning against the stand-ins"
swift build --product Apps

# canary target → a diagnostic its build must print.
canaries=(
    "CanaryMisspeltProperty|value of type 'CounterModel' has no member 'totl'"
    "CanaryWrongLabel|incorrect argument label in call (have '_:value:', expected '_:text:')"
    "CanaryInventedModifier|value of type 'Text' has no member 'glowing'"
    "CanaryBindableNonObservable|requires that 'PlainSettings' conform to 'Observable'"
    "CanaryIntInText|cannot convert value of type 'Int' to expected argument type 'LocalizedStringKey'"
)
failed=0
for entry in "${canaries[@]}"; do
    target="${entry%%|*}"
    expected="${entry#*|}"
    if output="$(swift build --target "$target" 2>&1)"; then
        echo "FAIL: $target built, but it holds a known mistake"
        failed=1
    elif grep -qF "$expected" <<<"$output"; then
        echo "ok: $target fails with: $expected"
    else
        echo "FAIL: $target failed without the expected diagnostic: $expected"
        grep "error:" <<<"$output" | head -5
        failed=1
    fi
done
exit "$failed"
