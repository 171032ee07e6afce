#!/usr/bin/env bash
# For a GPU machine with this checkout, Java 25 and Maven. The lent device machines have none of
# these: there, use the kit (bench/gpu/make-devkit.sh, bench/gpu/devkit/device.sh), which runs these
# programs and the oracle graphs against torch on the same GPU.
# The GPU checks for a session with a device (issue 15), as one short script:
#   1. the device JUnit tests (GpuLaunchTest runs a kernel through jrun and jmlir's CUDA runtime;
#      CudaRuntimeTest checks the runtime's stubs),
#   2. memory bandwidth of a fused element-wise kernel (bandwidth.mlir: y = 2x + y over 2^26 f32),
#   3. cuBLAS alone through our runtime's mgpuCublasSgemm (sgemm.mlir, 4096x4096 f32, no copies),
#   4. the HLO compiler's 4096x4096 f32 product (matmul-hlo.mlir + matmul-driver.mlir) compiled with
#      -hlo-to-gpu both ways, cuBLAS call (default) and generated kernels (blas-min-flops=-1), each
#      timed end to end (the compiled function copies its operands in and its result out).
# Every program goes through jopt's device pipeline (convert-gpu-to-nvvm, nvvm-attach-target with
# the device's chip, gpu-module-to-binary, gpu-to-llvm) and runs with bin/jrun.
#
# Usage: bench/gpu/run-device-checks.sh [--dry]
#   --dry: no device needed; builds, compiles every program to the llvm dialect (checking that no
#          unconverted op is left) and checks that jrun reports the missing device, then stops.
# Environment: CHIP (default: from nvidia-smi's compute capability, else sm_80), PEAK_GBS (the
# device's memory bandwidth in GB/s; default from a table of known devices), SKIP_BUILD=1.
set -uo pipefail
cd "$(dirname "$0")/../.."
DRY=0
[[ "${1:-}" == "--dry" ]] && DRY=1
OUT=$(mktemp -d /tmp/jmlir-gpu-bench.XXXXXX)
trap 'rm -rf "$OUT"' EXIT

NAME="(no device)"
if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi >/dev/null 2>&1; then
  NAME=$(nvidia-smi --query-gpu=name --format=csv,noheader | head -1)
  CC=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader | head -1 | tr -d '.')
  CHIP=${CHIP:-sm_$CC}
fi
CHIP=${CHIP:-sm_80}
echo "device: $NAME, chip $CHIP"

if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
  ./mvnw -q -B package -DskipTests -Dexec.skip -pl dialect-gpu,gpu-compiler,opt-tool,run-tool || exit 1
  rm -f ./*/target/app.aot
fi

LOWER="lower-affine,convert-scf-to-cf,gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts,nvvm-attach-target{chip=$CHIP},"
LOWER+="gpu-module-to-binary{format=isa},gpu-to-llvm,convert-to-llvm,reconcile-unrealized-casts"
compile() { # name, input, pipeline head ("" or "passes,")
  bin/jopt "$2" "-pass-pipeline=builtin.module($3$LOWER)" -o "$OUT/$1.ll.mlir" || { echo "FAIL: $1 does not compile"; exit 1; }
  if grep -q -E 'unrealized_conversion_cast|gpu\.(alloc|memcpy|memset|dealloc|wait)' "$OUT/$1.ll.mlir"; then
    echo "FAIL: $1 keeps unconverted ops"; exit 1
  fi
}
compile bandwidth bench/gpu/bandwidth.mlir "gpu-kernel-outlining,"
compile sgemm bench/gpu/sgemm.mlir ""
for variant in cublas kernels; do
  opt=""; [[ $variant == kernels ]] && opt="{blas-min-flops=-1}"
  bin/jopt bench/gpu/matmul-hlo.mlir "-pass-pipeline=builtin.module(hlo-to-gpu$opt,hlo-gpu-async-copies)" -o "$OUT/mm-$variant.mlir" || exit 1
  # The driver goes inside the module: before its last line (the closing brace).
  python3 -c "import sys; t = open(sys.argv[1]).read().rstrip(); assert t.endswith('}'); print(t[:-1] + open(sys.argv[2]).read() + '}')" \
    "$OUT/mm-$variant.mlir" bench/gpu/matmul-driver.mlir > "$OUT/mm-$variant-main.mlir"
  compile "mm-$variant" "$OUT/mm-$variant-main.mlir" ""
done
echo "compiled: bandwidth, sgemm, mm-cublas, mm-kernels (to the llvm dialect, for $CHIP)"

run() { # name -> stdout of jrun
  bin/jrun "$OUT/$1.ll.mlir" -e main --entry-point-result=void --shared-libs=libmlir_runner_utils.so
}

if [[ $DRY == 1 ]]; then
  if run bandwidth 2> "$OUT/err" >/dev/null; then
    echo "dry run: a device is there (run without --dry)"
  elif grep -q "cannot run the GPU program" "$OUT/err"; then
    echo "dry run: jrun reports: $(grep -o 'cannot run the GPU program: [^(]*' "$OUT/err")"
  else
    echo "FAIL: jrun without a device:"; cat "$OUT/err"; exit 1
  fi
  exit 0
fi

echo "== device JUnit tests"
./mvnw -q -B test -Dexec.skip -pl dialect-gpu,run-tool -Dtest='GpuLaunchTest,CudaRuntimeTest' -Dsurefire.failIfNoSpecifiedTests=false
for f in run-tool/target/surefire-reports/TEST-*GpuLaunchTest.xml dialect-gpu/target/surefire-reports/TEST-*CudaRuntimeTest.xml; do
  grep -o 'name="[^"]*" time="[^"]*" tests="[0-9]*" errors="[0-9]*" skipped="[0-9]*" failures="[0-9]*"' "$f" | head -1
done

echo "== bandwidth (y = 2x + y, 2^26 f32, 20 launches)"
out=$(run bandwidth) || { echo "FAIL: bandwidth"; echo "$out"; exit 1; }
secs=$(echo "$out" | sed -n 1p); check=$(echo "$out" | sed -n 2p)
gbs=$(python3 -c "print(f'{12 * 2**26 * 20 / $secs / 1e9:.0f}')")
peak=${PEAK_GBS:-$(python3 -c "
n='''$NAME'''
t={'H200':4800,'H100 SXM':3350,'H100 80GB HBM3':3350,'H100 PCIe':2000,'H100 NVL':3900,'A100-SXM4-80GB':2039,'A100-SXM4-40GB':1555,'A100-PCIE-40GB':1555,'A100 80GB PCIe':1935}
print(next((v for k,v in t.items() if k in n), 0))")}
echo "bandwidth: $gbs GB/s (y[0] = $check, expected 82)$( [[ $peak != 0 ]] && python3 -c "print(f', {100*$gbs/$peak:.0f}% of the {$peak} GB/s peak')")"

echo "== cuBLAS sgemm 4096^3 (mgpuCublasSgemm on device buffers, 20 calls)"
out=$(run sgemm) || { echo "FAIL: sgemm"; echo "$out"; exit 1; }
secs=$(echo "$out" | sed -n 1p)
cublas=$(python3 -c "print(f'{2 * 4096**3 * 20 / $secs / 1e12:.1f}')")
echo "cuBLAS: $cublas TFLOP/s"

echo "== HLO compiler 4096^3 product through -hlo-to-gpu, 5 calls each, copies included"
for variant in cublas kernels; do
  out=$(run "mm-$variant") || { echo "FAIL: mm-$variant"; echo "$out"; exit 1; }
  secs=$(echo "$out" | sed -n 1p); check=$(echo "$out" | sed -n 2p)
  echo "mm-$variant: $(python3 -c "print(f'{$secs / 5 * 1000:.1f}')") ms per call, C[0][0] = $check (expected 4096)"
  eval "t_$variant=$secs"
done
echo "generated kernels / cuBLAS call (time ratio, copies included): $(python3 -c "print(f'{$t_cublas / $t_kernels:.2f}')")"
