#!/bin/sh
# jreduce test script: interesting (exit 1) while jopt's test-mlir-reducer pass still fails on the
# file with its marker error (any other failure, such as invalid IR, is not interesting).
jopt="$(dirname "$0")/../../../../bin/jopt"
if "$jopt" --allow-unregistered-dialect -test-mlir-reducer "$1" 2>&1 >/dev/null | grep -q 'Found "crashOp" operation'; then
  exit 1
fi
exit 0
