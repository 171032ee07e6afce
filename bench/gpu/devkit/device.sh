#!/usr/bin/env bash
# Issue 15's GPU checks on a machine without Java (the kit of bench/gpu/make-devkit.sh, in the folder
# of this script): unpacks the kit under $DEVKIT_TMP (default /tmp/jmlir-devkit), then
#   1. the device and ptxas -arch=CHIP on every PTX file of the kit,
#   2. lit GPU programs compiled for CHIP, run with jrun: output equal to host emulation's,
#   3. the TensorFlow oracle graphs compiled for the device at batches 1, 7, 256 (DeviceChecks),
#   4. bandwidth of fused element-wise kernels (written for the bench, and -hlo-to-gpu's) against the
#      device's peak and torch,
#   5. 4096^2 f32 products: cuBLAS through our runtime, the HLO compiler's product (its cuBLAS call)
#      on device buffers and with copies, its generated kernels (at 1024), torch.matmul fp32.
# DEVKIT_ONLY=bandwidth: only 1, 4 and torch (a short device call).
# DEVKIT_MODE=host (a machine without a GPU): jrun must report the missing device, the oracle graphs
# run under host emulation, and the rest is skipped.
set -uo pipefail
K="$(cd "$(dirname "$0")" && pwd)"
T=${DEVKIT_TMP:-/tmp/jmlir-devkit}
MODE=${DEVKIT_MODE:-device}
CHIP=${CHIP:-sm_90}
PEAK_GBS=${PEAK_GBS:-4800}
rm -rf "$T"; mkdir -p "$T"
t0=$(date +%s)
xz -dc "$K/jre.tar.xz" | tar x -C "$T" && xz -dc "$K/libjvm.so.xz" > "$T/jre/lib/server/libjvm.so" && xz -dc "$K/kit.tar.xz" | tar x -C "$T" \
  && xz -dc "$K/libLLVM.so.xz" > "$T/natives/org/bytedeco/llvm/linux-x86_64/libLLVM.so" || { echo "FAIL: the kit does not unpack"; exit 1; }
echo "unpacked in $(( $(date +%s) - t0 )) s"
CUDA_LIBS=""
for d in /usr/local/cuda/targets/x86_64-linux/lib /usr/local/cuda/lib64 /usr/local/cuda-13.0/targets/x86_64-linux/lib; do
  [ -d "$d" ] && CUDA_LIBS="$CUDA_LIBS:$d"
done
export LD_LIBRARY_PATH="$T/stub$CUDA_LIBS${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export JAVA_HOME="$T/jre"
CP="$T/natives:$T/classes:$(ls "$T"/jars/*.jar | tr '\n' ':')"
JAVA=("$T/jre/bin/java" --enable-native-access=ALL-UNNAMED -Xss16m -Dorg.bytedeco.javacpp.cachedir="$T/javacpp-cache" -cp "$CP")
java() { "${JAVA[@]}" "$@"; }
jrun() { java org.jmlir.run.JrunMain "$@" -e main --entry-point-result=void --shared-libs=libmlir_runner_utils.so; }
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
same() { # expected, actual: equal but for the addresses printMemref prints
  cmp -s <(sed -E 's/base@ = 0x[0-9a-f]+/base@ = ADDR/' "$1") <(sed -E 's/base@ = 0x[0-9a-f]+/base@ = ADDR/' "$2")
}

echo "== 1. device and ptxas"
if [ "$MODE" = device ]; then
  nvidia-smi --query-gpu=name,compute_cap,driver_version,memory.total,clocks.max.sm,clocks.max.mem --format=csv,noheader
fi
PTXAS=$(command -v ptxas || ls /usr/local/cuda/bin/ptxas 2>/dev/null || true)
if [ -n "$PTXAS" ]; then
  "$PTXAS" --version | tail -1
  ok=0; n=0
  for f in "$T"/ptx/*.ptx; do
    n=$((n + 1))
    if "$PTXAS" -arch="$CHIP" "$f" -o "$T/k.cubin" 2> "$T/ptxas.log"; then ok=$((ok + 1)); else fail "ptxas $(basename "$f")"; cat "$T/ptxas.log"; fi
  done
  echo "ptxas -arch=$CHIP: $ok of $n PTX files assemble"
else
  echo "no ptxas here"
fi

ONLY=${DEVKIT_ONLY:-}
if [ "$ONLY" != bandwidth ]; then
echo "== 2. lit GPU programs on the device (output = host emulation's)"
for f in "$T"/sanity/*.ll.mlir; do
  t=$(basename "$f" .ll.mlir)
  if [ "$MODE" = device ]; then
    jrun "$f" > "$T/$t.out" 2> "$T/$t.err"; rc=$?
    if [ $rc = 0 ] && same "$T/sanity/$t.expected" "$T/$t.out"; then echo "$t: PASS (same output as --gpu-emulate, $(wc -l < "$T/$t.out") lines)"
    else fail "$t (rc $rc)"; diff "$T/sanity/$t.expected" "$T/$t.out" | head -10; head -5 "$T/$t.err" | cut -c1-300; fi
  else
    jrun --gpu-emulate "$T/sanity/$t.src.mlir" > "$T/$t.out" 2> "$T/$t.err"
    same "$T/sanity/$t.expected" "$T/$t.out" && echo "$t: emulated in the kit's JRE: same output" || { fail "$t emulated"; head -5 "$T/$t.err"; }
    jrun "$f" > /dev/null 2> "$T/$t.err"
    grep -q "cannot run the GPU program" "$T/$t.err" && echo "$t: no device: $(grep -o 'cannot run the GPU program: [^(]*' "$T/$t.err")" \
      || { fail "$t without a device"; head -5 "$T/$t.err"; }
  fi
done

echo "== 3. TensorFlow oracle graphs"
if [ "$MODE" = device ]; then java DeviceChecks "$T/data" "$CHIP" || fails=$((fails + 1)); else java DeviceChecks "$T/data" emulate || fails=$((fails + 1)); fi
fi
if [ "$MODE" != device ]; then echo "host mode: $fails failure(s)"; exit $(( fails > 0 )); fi

num() { sed -n "${2}p" <<< "$1"; }
echo "== 4. bandwidth: y = 2x + y over 2^26 f32 (bandwidth.mlir, 20 launches after 20)"
out=$(jrun "$T/bench/bandwidth.ll.mlir") || fail "bandwidth"
secs=$(num "$out" 1); check=$(num "$out" 2)
gbs=$(python3 -c "print(f'{12 * 2**26 * 20 / $secs / 1e9:.0f}')")
echo "jmlir elementwise: $gbs GB/s ($(python3 -c "print(f'{100 * $gbs / $PEAK_GBS:.1f}')")% of $PEAK_GBS GB/s; y[0] = $check, expected 82)"

queued() { # program, words: 20 timed launches after 20, then seconds, y[0], sum of y, elements unlike y[0]
  local out secs
  out=$(jrun "$T/bench/$1.ll.mlir") || { echo "FAIL: $1" >&2; echo 0; return; }
  secs=$(num "$out" 1)
  python3 - "$secs" "$(num "$out" 2)" "$(num "$out" 3)" "$(num "$out" 4)" "$PEAK_GBS" "$2" >&2 <<'PY'
import sys
secs, y0, total, bad, peak, what = float(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4], float(sys.argv[5]), sys.argv[6]
gbs = 12 * 2**26 * 20 / secs / 1e9
ok = y0 == "82" and bad == "0" and abs(float(total) / (82 * 2**26) - 1) < 1e-5  # printF64 prints 6 digits
print(f"jmlir elementwise, {what}: {gbs:.0f} GB/s ({100 * gbs / peak:.1f}% of {peak:.0f} GB/s; {1e6 * secs / 20:.1f} us per launch;"
      f" y[0] = {y0}, sum {total}, {bad} elements unlike y[0]: {'CHECKED' if ok else 'WRONG'})")
PY
  [ "$(num "$out" 2)" = 82 ] && [ "$(num "$out" 4)" = 0 ] || { echo "FAIL: $1: wrong result" >&2; echo 0; return; }
  python3 -c "print(f'{12 * 2**26 * 20 / $secs / 1e9:.0f}')"
}
gbsq=$(queued bandwidth-queued "launches queued on one stream, scalar" 2>"$T/q.txt"); cat "$T/q.txt"; [ "$gbsq" = 0 ] && fails=$((fails + 1))
gbsv=$(queued bandwidth-queued-v4 "queued, 128-bit accesses, 1 per thread" 2>"$T/q.txt"); cat "$T/q.txt"; [ "$gbsv" = 0 ] && fails=$((fails + 1))
gbsv4=$(queued bandwidth-queued-v4x4 "queued, 128-bit accesses, 4 per thread (16 f32)" 2>"$T/q.txt"); cat "$T/q.txt"; [ "$gbsv4" = 0 ] && fails=$((fails + 1))
out=$(jrun "$T/bench/ew-hlo-dev.ll.mlir") || fail "ew-hlo-dev"
gbsh=$(python3 -c "print(f'{12 * 2**26 * 20 / $(num "$out" 1) / 1e9:.0f}')")
echo "HLO compiler's fused element-wise kernel (-hlo-to-gpu of 2x + y, out of place, each launch waited for): $gbsh GB/s ($(python3 -c "print(f'{100 * $gbsh / $PEAK_GBS:.1f}')")% of $PEAK_GBS GB/s; $(python3 -c "print(f'{1e6 * $(num "$out" 1) / 20:.0f}')") us per launch; out[0] = $(num "$out" 2), expected 3)"
[ "$(num "$out" 2)" = 3 ] || fail "ew-hlo-dev: out[0]"
if [ -f "$T/bench/ew-hlo-queued.ll.mlir" ]; then
out=$(jrun "$T/bench/ew-hlo-queued.ll.mlir") || fail "ew-hlo-queued"
gbshq=$(python3 -c "print(f'{12 * 2**26 * 20 / $(num "$out" 1) / 1e9:.0f}')")
echo "HLO compiler's fused element-wise kernel, its 20 timed launches queued on one stream: $gbshq GB/s ($(python3 -c "print(f'{100 * $gbshq / $PEAK_GBS:.1f}')")% of $PEAK_GBS GB/s; $(python3 -c "print(f'{1e6 * $(num "$out" 1) / 20:.0f}')") us per launch; out[0] = $(num "$out" 2), expected 3)"
[ "$(num "$out" 2)" = 3 ] || fail "ew-hlo-queued: out[0]"
fi

if [ "$ONLY" != bandwidth ]; then
echo "== 5. products"
out=$(jrun "$T/bench/sgemm4096.ll.mlir") || fail "sgemm4096"
cublas=$(python3 -c "print(f'{2 * 4096**3 * 20 / $(num "$out" 1) / 1e12:.2f}')")
echo "cuBLAS through mgpuCublasSgemm 4096: $cublas TFLOP/s"
out=$(jrun "$T/bench/mm-cublas-dev.ll.mlir") || fail "mm-cublas-dev"
hlo=$(python3 -c "print(f'{2 * 4096**3 * 20 / $(num "$out" 1) / 1e12:.2f}')")
echo "HLO compiler's product 4096 (its cuBLAS call, device buffers): $hlo TFLOP/s (C[0][0] = $(num "$out" 2), expected 4096)"
out=$(jrun "$T/bench/mm-cublas-copies.ll.mlir") || fail "mm-cublas-copies"
echo "HLO compiler's product 4096, copies included: $(python3 -c "print(f'{$(num "$out" 1) / 5 * 1000:.1f}')") ms per call (C[0][0] = $(num "$out" 2))"
out=$(jrun "$T/bench/sgemm1024.ll.mlir") || fail "sgemm1024"
cublas1k=$(python3 -c "print(f'{2 * 1024**3 * 20 / $(num "$out" 1) / 1e12:.3f}')")
echo "cuBLAS through mgpuCublasSgemm 1024: $cublas1k TFLOP/s"
out=$(timeout 120 "${JAVA[@]}" org.jmlir.run.JrunMain "$T/bench/mm-kernels1024-dev.ll.mlir" -e main --entry-point-result=void --shared-libs=libmlir_runner_utils.so) || fail "mm-kernels1024"
kern=$(python3 -c "print(f'{2 * 1024**3 * 3 / $(num "$out" 1) / 1e12:.3f}')")
echo "HLO compiler's generated kernels 1024 (blas-min-flops=-1, device buffers): $kern TFLOP/s (C[0][0] = $(num "$out" 2), expected 4096)"
out=$(timeout 60 "${JAVA[@]}" org.jmlir.run.JrunMain "$T/bench/mm-kernels4096-dev.ll.mlir" -e main --entry-point-result=void --shared-libs=libmlir_runner_utils.so) || fail "mm-kernels4096"
kern4k=$(python3 -c "print(f'{2 * 4096**3 * 2 / $(num "$out" 1) / 1e12:.3f}')")
echo "HLO compiler's generated kernels 4096 (blas-min-flops=-1, device buffers): $kern4k TFLOP/s (C[0][0] = $(num "$out" 2), expected 12288)"
fi
echo "== torch (same device, same run)"
PYTHONUNBUFFERED=1 python3 "$K/torch_ref.py" | tee "$T/torch.txt" || fail "torch"
tgb=$(sed -n 's/^torch elementwise.*: \([0-9]*\) GB\/s/\1/p' "$T/torch.txt")
tcp=$(sed -n 's/^torch copy.*: \([0-9]*\) GB\/s/\1/p' "$T/torch.txt")
tmm=$(sed -n 's/^torch matmul 4096 fp32: \([0-9.]*\) .*/\1/p' "$T/torch.txt")
tmm1k=$(sed -n 's/^torch matmul 1024 fp32: \([0-9.]*\) .*/\1/p' "$T/torch.txt")
echo "== summary"
python3 - <<PY
gbs, gbsq, gbsv, gbsv4, gbsh, peak, tgb, tcp = $gbs, ${gbsq:-0}, ${gbsv:-0}, ${gbsv4:-0}, ${gbsh:-0}, $PEAK_GBS, ${tgb:-0}, ${tcp:-0}
cublas, hlo, tmm, cublas1k, kern, tmm1k, kern4k = ${cublas:-0}, ${hlo:-0}, ${tmm:-0}, ${cublas1k:-0}, ${kern:-0}, ${tmm1k:-0}, ${kern4k:-0}
r = lambda a, b: f"{a / b:.2f}" if b else "n/a"
print(f"bandwidth: jmlir {gbs} GB/s = {100 * gbs / peak:.1f}% of the {peak} GB/s spec; {r(gbs, tgb)}x torch's element-wise ({tgb} GB/s), {r(gbs, tcp)}x torch's copy ({tcp} GB/s)")
if cublas: print(f"matmul 4096 f32: HLO compiler (cuBLAS call) {hlo} TFLOP/s = {r(hlo, cublas)}x cuBLAS through our runtime ({cublas}), {r(hlo, tmm)}x torch.matmul fp32 ({tmm})")
print(f"bandwidth, launches queued: jmlir {gbsq} GB/s = {100 * gbsq / peak:.1f}% of the spec; {r(gbsq, tgb)}x torch's element-wise, {r(gbsq, tcp)}x torch's copy")
print(f"bandwidth, queued, 128-bit accesses: jmlir {gbsv} GB/s = {100 * gbsv / peak:.1f}% of the spec; {r(gbsv, tgb)}x torch's element-wise, {r(gbsv, tcp)}x torch's copy")
print(f"bandwidth, queued, 128-bit accesses, 4 per thread: jmlir {gbsv4} GB/s = {100 * gbsv4 / peak:.1f}% of the spec; {r(gbsv4, tgb)}x torch's element-wise, {r(gbsv4, tcp)}x torch's copy")
print(f"bandwidth, HLO compiler's fused element-wise kernel: {gbsh} GB/s = {100 * gbsh / peak:.1f}% of the spec; {r(gbsh, tgb)}x torch's element-wise, {r(gbsh, tcp)}x torch's copy")
print(f"bandwidth, HLO compiler's fused element-wise kernel, launches queued: {${gbshq:-0}} GB/s = {100 * ${gbshq:-0} / peak:.1f}% of the spec; {r(${gbshq:-0}, tgb)}x torch's element-wise, {r(${gbshq:-0}, tcp)}x torch's copy")
if cublas: print(f"matmul 4096 f32: generated kernels {kern4k} TFLOP/s = {r(kern4k, cublas)}x cuBLAS, {r(kern4k, tmm)}x torch")
if cublas: print(f"matmul 1024 f32: generated kernels {kern} TFLOP/s = {r(kern, cublas1k)}x cuBLAS ({cublas1k}), {r(kern, tmm1k)}x torch ({tmm1k})")
PY
echo "device checks: $fails failure(s)"
exit $(( fails > 0 ))
