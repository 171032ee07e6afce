#!/bin/sh
# jreduce test script: the file is interesting (exit 1) while it still holds the marker op.
if grep -q '"test.op_crash"' "$1"; then exit 1; fi
exit 0
