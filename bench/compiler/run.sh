#!/usr/bin/env bash
# The HLO compiler against TensorFlow-java 1.0 (CPU) in one JVM, on the same inputs: fused
# tanh(x*2+1) over 16M f32 against a STREAM triad compiled the same way, matmul 1024^2 f32, the
# MLP (batch 256) and the conv net (batch 32) per inference, and the conv net's compile time.
# Runs compiled-graph's CompilerBenchmark (skipped in ordinary test runs); figures on stdout and in
# compiled-graph/target/compiler-bench.txt. Usage: bench/compiler/run.sh [tanh,matmul,mlp,conv,compile]
set -eu
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
only="${1:-tanh,matmul,mlp,conv,compile}"
cd "$root"
./mvnw -q -B test -Dexec.skip -pl translate-tool,hlo-compiler,compiled-graph -am -Dtest=CompilerBenchmark -Dsurefire.failIfNoSpecifiedTests=false \
  -Djmlir.bench=true -Djmlir.bench.only="$only" > /dev/null
cat compiled-graph/target/compiler-bench.txt
