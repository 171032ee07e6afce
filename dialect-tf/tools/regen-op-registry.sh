#!/usr/bin/env bash
# Regenerates dialect-tf/src/main/resources/org/jmlir/dialect/tf/tf_ops.pb.gz, TensorFlow's op
# registry (OpList from TF_GetAllOpList, documentation text removed, sorted by name), from the
# TensorFlow-java version translate-tool's tests use (tensorflow-core-api, test scope).
# Run from the repository root after `./mvnw -q -B test-compile -pl translate-tool`.
set -euo pipefail
cd "$(dirname "$0")/../.."
cp=$(./mvnw -q -B dependency:build-classpath -pl translate-tool -Dmdep.includeScope=test -Dmdep.outputFile=/dev/stdout)
java=java; for jdk in "${JAVA_HOME:-}" /usr/lib/jvm/temurin-25*; do [ -x "$jdk/bin/java" ] && java="$jdk/bin/java"; done
exec "$java" --sun-misc-unsafe-memory-access=allow --enable-native-access=ALL-UNNAMED \
  -cp "translate-tool/target/test-classes:translate-tool/target/classes:$cp" \
  org.jmlir.translate.oracle.OpRegistryDump "$@"
