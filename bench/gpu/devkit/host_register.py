#!/usr/bin/env python3
"""A lit GPU program whose kernels write host buffers (memref.alloc: fine under host emulation) made
runnable on a device (bench/gpu/make-devkit.sh): each static memref.alloc() is followed by a
gpu.host_register of it (cuMemHostRegister: with unified addressing the kernels then reach it), as
MLIR's own CUDA integration tests do.  Usage: host_register.py IN.mlir > OUT.mlir"""
import re
import sys

out = []
for line in open(sys.argv[1]).read().split("\n"):
    out.append(line)
    m = re.match(r"^(\s*)(%[\w.]+) = memref\.alloc\(\) : memref<([0-9x]+)x(\w+)>$", line)
    if m:
        ind, name, shape, elem = m.groups()
        reg = "%hostreg_" + name[1:]
        out.append(f"{ind}{reg} = memref.cast {name} : memref<{shape}x{elem}> to memref<*x{elem}>")
        out.append(f"{ind}gpu.host_register {reg} : memref<*x{elem}>")
print("\n".join(out))
