#!/usr/bin/env bash
# Interpreter throughput through its Java API (org.jmlir.hlo.interpret.bench.InterpreterBench):
# element-wise ops on 16M f32 elements and dot_general 512x512 f32, each against a plain Java loop
# doing the same work in the same JVM (stablehlo-translate is not installed here to compare with).
# Usage: ./mvnw -q -B package -DskipTests -Dexec.skip -pl hlo-interpreter,translate-tool -am && bench/interpreter/run.sh [elements] [matrix-size]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
java=""
for jdk in "${JAVA_HOME:-/nonexistent}" /usr/lib/jvm/temurin-25-jdk-* /usr/lib/jvm/*25*; do
  if [ -x "$jdk/bin/java" ] && grep -q 'JAVA_VERSION="25' "$jdk/release" 2>/dev/null; then java="$jdk/bin/java"; break; fi
done
[ -n "$java" ] || { echo "no JDK 25 found" >&2; exit 1; }
cp="$root/translate-tool/target/lib/*"
echo "| work | interpreter | throughput | plain Java loop | ratio |"
echo "|---|---|---|---|---|"
"$java" -Xms3g -Xmx3g -XX:+AlwaysPreTouch -cp "$cp" org.jmlir.hlo.interpret.bench.InterpreterBench "$@"
