#!/usr/bin/env python3
"""Device-buffer timing of the HLO compiler's product (bench/gpu/make-devkit.sh).

Reads -hlo-to-gpu's output of a one-function module @mm(A, B) -> C (N x N f32) and wraps the
function's product, the last cuBLAS call or gpu.launch_func in @mm, in a timed loop: one run before
the clock (module load, cuBLAS handle), then REPS runs between two rtclock calls, all on the device
buffers the function already holds (no host copies in the loop); prints the seconds. Appends a @main
that fills A and B with ones, calls @mm once and prints C[0][0] (N * (REPS + 1) for generated
kernels, which accumulate with atomics into C zeroed once; N for cuBLAS, whose beta is 0).
With a fourth argument `1d` the function takes and returns vectors of N f32 instead (an element-wise
function: the same timing of its last kernel launch; C[0] is then what the function makes of ones);
with `1dq` as well, its timed launches are queued on one stream (written out one after another, each
async on the previous one's token, the host waiting once after the last) instead of each waited for.
Usage: time_compute.py IN.mlir N REPS [1d|1dq] > OUT.mlir
"""
import re
import sys

text, n, reps = open(sys.argv[1]).read(), int(sys.argv[2]), int(sys.argv[3])
flat = len(sys.argv) > 4 and sys.argv[4] in ("1d", "1dq")
queued = len(sys.argv) > 4 and sys.argv[4] == "1dq"
shape, at = (f"{n}", "%i") if flat else (f"{n}x{n}", "%i, %j")
lines = text.rstrip().split("\n")
start = next(i for i, l in enumerate(lines) if l.strip().startswith("func.func @mm("))
end = next(i for i in range(start, len(lines)) if lines[i] == "  }")
compute = [i for i in range(start, end)
           if "call @mgpuCublasSgemm(" in lines[i] or "gpu.launch_func" in lines[i]][-1]
line = lines[compute]
if line.strip().startswith("call "):  # the short form only resolves directly in a func.func body
    line = line.replace("call ", "func.call ", 1)
ind = re.match(r"\s*", line).group(0)
wrapped = [
    f"{ind}{line.strip()}",
    f"{ind}%tq_lo = arith.constant 0 : index",
    f"{ind}%tq_hi = arith.constant {reps} : index",
    f"{ind}%tq_step = arith.constant 1 : index",
    f"{ind}%tq_0 = func.call @rtclock() : () -> f64",
    f"{ind}scf.for %tq_r = %tq_lo to %tq_hi step %tq_step {{",
    f"{ind}  {line.strip()}",
    f"{ind}}}",
    f"{ind}%tq_1 = func.call @rtclock() : () -> f64",
    f"{ind}%tq_dt = arith.subf %tq_1, %tq_0 : f64",
    f"{ind}func.call @printF64(%tq_dt) : (f64) -> ()",
    f"{ind}func.call @printNewline() : () -> ()",
]
if queued:
    assert line.strip().startswith("gpu.launch_func "), line
    launch = line.strip()[len("gpu.launch_func "):]
    timed = [f"{ind}%tq_0 = func.call @rtclock() : () -> f64", f"{ind}%tq_t0 = gpu.wait async"]
    for r in range(reps):
        timed.append(f"{ind}%tq_t{r + 1} = gpu.launch_func async [%tq_t{r}] {launch}")
    timed.append(f"{ind}gpu.wait [%tq_t{reps}]")
    wrapped = wrapped[:1] + timed + wrapped[8:]
lines[compute:compute + 1] = wrapped
assert lines[-1] == "}"
driver = f"""  func.func private @rtclock() -> f64
  func.func private @printF64(f64)
  func.func private @printF32(f32)
  func.func private @printNewline()
  func.func @main() {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cn = arith.constant {n} : index
    %one = arith.constant 1.0 : f32
    %a = memref.alloc() : memref<{shape}xf32>
    %b = memref.alloc() : memref<{shape}xf32>
    scf.for %i = %c0 to %cn step %c1 {{
      {"" if flat else "scf.for %j = %c0 to %cn step %c1 {"}
        memref.store %one, %a[{at}] : memref<{shape}xf32>
        memref.store %one, %b[{at}] : memref<{shape}xf32>
      {"" if flat else "}"}
    }}
    %c = func.call @mm(%a, %b) : (memref<{shape}xf32>, memref<{shape}xf32>) -> memref<{shape}xf32>
    %v = memref.load %c[{'%c0' if flat else '%c0, %c0'}] : memref<{shape}xf32>
    func.call @printF32(%v) : (f32) -> ()
    func.call @printNewline() : () -> ()
    return
  }}"""
print("\n".join(lines[:-1]) + "\n" + driver + "\n}")
