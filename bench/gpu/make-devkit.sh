#!/usr/bin/env bash
# Builds the device kit of issue 15's GPU checks: everything bench/gpu/devkit/device.sh needs on a
# GPU machine that has no Java, no Maven and no network (the device tool sends a checkout plus up to
# 64 MiB; see bench/gpu/devkit/README.md):
#   jre.tar.xz     a jlinked JRE of the JDK 25 (java.base, java.logging, java.management, jdk.unsupported),
#                  its libjvm.so stripped and apart (libjvm.so.xz)
#   libLLVM.so.xz  bytedeco's libLLVM.so, stripped (LLVM_SO_XZ: one made beforehand, else made here), both
#                  through xz's x86 filter
#   kit.tar.xz     the module jars (stored, so xz compresses the classes), javacpp/llvm/cuda class jars,
#                  the JNI libraries as a class-path folder (natives/org/bytedeco/.../linux-x86_64/),
#                  a stand-in libcudart.so.12 (below), the oracle data, the programs compiled here to the
#                  llvm dialect for CHIP, their expected output under host emulation, their PTX, and
#                  DeviceChecks.class
#   device.sh, torch_ref.py
# libcudart.so.12: bytedeco's libjnicudart.so (the CUDA driver bindings) links CUDA 12's runtime by
# name, and the device has CUDA 13 only; jmlir calls no runtime (cuda*) function, only the driver
# (cu*, from the driver's libcuda.so.1), so a stand-in with the same name and symbol version whose
# functions all return cudaErrorUnknown lets the bindings load. cuBLAS is called through FFM on the
# device's own libcublas (Cublas.java).
#
# Usage: bench/gpu/make-devkit.sh [KIT_DIR]   (default /work/main/.devkit; needs the modules built:
#   ./mvnw -q -B package -DskipTests -Dexec.skip -pl dialect-gpu,gpu-compiler,compiled-graph,run-tool,opt-tool)
# Then check it without a GPU: bench/gpu/devkit/host-check.sh KIT_DIR
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
KIT=${1:-/work/main/.devkit}
CHIP=${CHIP:-sm_90}
JDK=${JDK:-/usr/lib/jvm/temurin-25-jdk-amd64}
M2=${M2:-$HOME/.m2/repository}
LLVM_JAR=$M2/org/bytedeco/llvm/20.1.7-1.5.12/llvm-20.1.7-1.5.12-linux-x86_64.jar
CUDA_JAR=$M2/org/bytedeco/cuda/12.9-9.10-1.5.12/cuda-12.9-9.10-1.5.12-linux-x86_64.jar
JAVACPP_JAR=$M2/org/bytedeco/javacpp/1.5.12/javacpp-1.5.12-linux-x86_64.jar
W=$(mktemp -d /tmp/jmlir-devkit.XXXXXX)
trap 'rm -rf "$W"' EXIT
mkdir -p "$KIT" "$W/k/jars" "$W/k/natives" "$W/k/stub" "$W/k/sanity" "$W/k/bench" "$W/k/ptx"

echo "== jars"
# The modules this branch builds from target/, the others as ~/.m2 has them (what those were compiled against).
BUILT=" ${BUILT:-llvm-native dialect-gpu gpu-compiler compiled-graph run-tool} "
for m in tool-api ir dialect-core dialect-tf dialect-hlo dialect-llvm llvm-native tf-to-hlo pdll hlo-compiler dialect-vector \
    hlo-interpreter dialect-gpu gpu-compiler dialect-affine compiled-graph translate-tool run-tool; do
  if [[ "$BUILT" == *" $m "* ]]; then
    jar="$m/target/$m-0.1.0-SNAPSHOT.jar"
    [ -f "$jar" ] || jar="$m/target/$m.jar"
  else
    jar="$M2/org/jmlir/$m/0.1.0-SNAPSHOT/$m-0.1.0-SNAPSHOT.jar"
  fi
  cp "$jar" "$W/$m.jar"
done
cp "$M2/com/google/protobuf/protobuf-java/3.21.12/protobuf-java-3.21.12.jar" "$M2/org/antlr/antlr4-runtime/4.13.2/antlr4-runtime-4.13.2.jar" \
  "$M2/org/bytedeco/javacpp/1.5.12/javacpp-1.5.12.jar" "$M2/org/bytedeco/llvm/20.1.7-1.5.12/llvm-20.1.7-1.5.12.jar" \
  "$M2/org/bytedeco/cuda/12.9-9.10-1.5.12/cuda-12.9-9.10-1.5.12.jar" "$W/"
# Stored (uncompressed) copies: xz then compresses the classes of all jars together.
python3 - "$W" "$W/k/jars" <<'EOF'
import sys, zipfile, pathlib
src, dst = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
for jar in sorted(src.glob("*.jar")):
    with zipfile.ZipFile(jar) as zin, zipfile.ZipFile(dst / jar.name, "w", zipfile.ZIP_STORED) as zout:
        for info in zin.infolist():
            # the cuda class jar: only the driver bindings (cudart) and JavaCPP's presets are used
            if jar.name.startswith("cuda-") and info.filename.startswith("org/bytedeco/cuda/") and not (
                    info.filename.startswith("org/bytedeco/cuda/cudart/") or info.filename.startswith("org/bytedeco/cuda/global/cudart")
                    or info.filename.startswith("org/bytedeco/cuda/presets/")):
                continue
            zout.writestr(info, zin.read(info.filename), zipfile.ZIP_STORED)
EOF

echo "== JNI libraries and the libcudart.so.12 stand-in"
(cd "$W/k/natives" && unzip -q "$LLVM_JAR" 'org/bytedeco/llvm/linux-x86_64/libjniLLVM.so' 'org/bytedeco/llvm/linux-x86_64/libLTO.so' \
  'org/bytedeco/llvm/linux-x86_64/libRemarks.so' && unzip -q "$CUDA_JAR" 'org/bytedeco/cuda/linux-x86_64/libjnicudart.so' \
  && unzip -q "$JAVACPP_JAR" 'org/bytedeco/javacpp/linux-x86_64/*')
nm -D --undefined-only "$W/k/natives/org/bytedeco/cuda/linux-x86_64/libjnicudart.so" | sed -n 's/.* \(cuda[A-Za-z0-9_]*\)@libcudart.so.12$/\1/p' > "$W/cudart.syms"
{ echo "/* stand-in for CUDA 12's runtime: every function fails with cudaErrorUnknown (999) */"
  while read -r s; do echo "int $s(void) { return 999; }"; done < "$W/cudart.syms"; } > "$W/cudart12.c"
{ echo "libcudart.so.12 { global:"; sed 's/$/;/' "$W/cudart.syms"; echo "local: *; };"; } > "$W/cudart12.map"
gcc -shared -fPIC -O1 -o "$W/k/stub/libcudart.so.12" -Wl,-soname,libcudart.so.12 -Wl,--version-script="$W/cudart12.map" "$W/cudart12.c"
echo "stand-in libcudart.so.12: $(wc -l < "$W/cudart.syms") functions"

echo "== oracle data (TensorFlow-java's outputs)"
if [ -n "${ORACLE_DATA:-}" ]; then # a folder an earlier run wrote
  cp -r "$ORACLE_DATA" "$W/k/data"
else
  ./mvnw -q -B test -Dexec.skip -pl compiled-graph -Dtest=DevkitOracleData -Djmlir.devkit.data="$W/k/data" \
    -Dsurefire.failIfNoSpecifiedTests=false > "$W/oracle.log" 2>&1 || { cat "$W/oracle.log"; exit 1; }
fi
ls "$W/k/data"

echo "== programs for $CHIP"
LOWER="lower-affine,convert-scf-to-cf,gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts,nvvm-attach-target{chip=$CHIP},"
LOWER+="gpu-module-to-binary{format=isa},gpu-to-llvm,convert-to-llvm,reconcile-unrealized-casts"
compile() { # input, output, pipeline head ("" or "passes,")
  bin/jopt "$1" "-pass-pipeline=builtin.module($3$LOWER)" -o "$2"
  if grep -q -E 'unrealized_conversion_cast|gpu\.(alloc|memcpy|memset|dealloc|wait) ' "$2"; then
    echo "FAIL: $1 keeps unconverted ops"; exit 1
  fi
}
# Sanity: lit programs run with jrun --gpu-emulate; their output there is what the device must print.
# Kernels that write host buffers (memref.alloc) get them registered (host_register.py); cublas-sgemm.mlir
# is left out: it hands host buffers to cuBLAS, which only the emulation's host sgemm accepts; so is
# launch-and-shuffles.mlir: it shuffles with width 4 on 8 lanes, which MLIR leaves undefined (only the
# first `width` lanes may take part) and only the emulation defines (segments of 4).
for t in vector-add barriers-carrying-values; do
  src=lit-tests/suite/Integration/GPU/$t.mlir
  cp "$src" "$W/k/sanity/$t.src.mlir"
  bin/jrun --gpu-emulate "$src" -e main --entry-point-result=void --shared-libs=libmlir_runner_utils.so > "$W/k/sanity/$t.expected"
  python3 bench/gpu/devkit/host_register.py "$src" > "$W/$t.device.mlir"
  compile "$W/$t.device.mlir" "$W/k/sanity/$t.ll.mlir" "gpu-kernel-outlining,"
done
compile bench/gpu/bandwidth.mlir "$W/k/bench/bandwidth.ll.mlir" "gpu-kernel-outlining,"
# Queued launches (bandwidth_queued.py): scalar, and vector<4xf32> (one and four per thread) through convert-vector-to-llvm in the gpu.module.
python3 bench/gpu/devkit/bandwidth_queued.py 1 > "$W/bandwidth-queued.mlir"
compile "$W/bandwidth-queued.mlir" "$W/k/bench/bandwidth-queued.ll.mlir" ""
LOWER_SCALAR=$LOWER
LOWER=${LOWER/gpu.module(convert-gpu-to-nvvm)/gpu.module(convert-vector-to-llvm,convert-gpu-to-nvvm)}
python3 bench/gpu/devkit/bandwidth_queued.py 4 > "$W/bandwidth-queued-v4.mlir"
compile "$W/bandwidth-queued-v4.mlir" "$W/k/bench/bandwidth-queued-v4.ll.mlir" ""
python3 bench/gpu/devkit/bandwidth_queued.py 4 4 > "$W/bandwidth-queued-v4x4.mlir"
compile "$W/bandwidth-queued-v4x4.mlir" "$W/k/bench/bandwidth-queued-v4x4.ll.mlir" ""
LOWER=$LOWER_SCALAR
# The HLO compiler's own fused element-wise kernel (2x + y), timed on device buffers like the products below.
bin/jopt bench/gpu/elementwise-hlo.mlir "-pass-pipeline=builtin.module(hlo-to-gpu,hlo-gpu-async-copies)" -o "$W/ew-hlo.mlir"
python3 bench/gpu/devkit/time_compute.py "$W/ew-hlo.mlir" 67108864 20 1d > "$W/ew-hlo-dev.mlir"
compile "$W/ew-hlo-dev.mlir" "$W/k/bench/ew-hlo-dev.ll.mlir" ""
python3 bench/gpu/devkit/time_compute.py "$W/ew-hlo.mlir" 67108864 20 1dq > "$W/ew-hlo-queued.mlir"
compile "$W/ew-hlo-queued.mlir" "$W/k/bench/ew-hlo-queued.ll.mlir" ""
compile bench/gpu/sgemm.mlir "$W/k/bench/sgemm4096.ll.mlir" ""
sed 's/4096/1024/g' bench/gpu/sgemm.mlir > "$W/sgemm1024.mlir"
compile "$W/sgemm1024.mlir" "$W/k/bench/sgemm1024.ll.mlir" ""
# The HLO compiler's product: copies included (matmul-driver.mlir), and on device buffers (time_compute.py).
bin/jopt bench/gpu/matmul-hlo.mlir "-pass-pipeline=builtin.module(hlo-to-gpu,hlo-gpu-async-copies)" -o "$W/mm-cublas.mlir"
python3 -c "import sys; t = open(sys.argv[1]).read().rstrip(); assert t.endswith('}'); print(t[:-1] + open(sys.argv[2]).read() + '}')" \
  "$W/mm-cublas.mlir" bench/gpu/matmul-driver.mlir > "$W/mm-cublas-copies.mlir"
compile "$W/mm-cublas-copies.mlir" "$W/k/bench/mm-cublas-copies.ll.mlir" ""
python3 bench/gpu/devkit/time_compute.py "$W/mm-cublas.mlir" 4096 20 > "$W/mm-cublas-dev.mlir"
compile "$W/mm-cublas-dev.mlir" "$W/k/bench/mm-cublas-dev.ll.mlir" ""
# Generated kernels (blas-min-flops=-1): 4096 (two timed runs: their atomics take about a second each) and 1024.
bin/jopt bench/gpu/matmul-hlo.mlir "-pass-pipeline=builtin.module(hlo-to-gpu{blas-min-flops=-1},hlo-gpu-async-copies)" -o "$W/mm-kernels4096.mlir"
python3 bench/gpu/devkit/time_compute.py "$W/mm-kernels4096.mlir" 4096 2 > "$W/mm-kernels4096-dev.mlir"
compile "$W/mm-kernels4096-dev.mlir" "$W/k/bench/mm-kernels4096-dev.ll.mlir" ""
sed 's/4096/1024/g' bench/gpu/matmul-hlo.mlir > "$W/mm1024.mlir"
bin/jopt "$W/mm1024.mlir" "-pass-pipeline=builtin.module(hlo-to-gpu{blas-min-flops=-1},hlo-gpu-async-copies)" -o "$W/mm-kernels.mlir"
python3 bench/gpu/devkit/time_compute.py "$W/mm-kernels.mlir" 1024 3 > "$W/mm-kernels-dev.mlir"
compile "$W/mm-kernels-dev.mlir" "$W/k/bench/mm-kernels1024-dev.ll.mlir" ""

echo "== PTX of every program (gpu.binary objects)"
python3 - "$W/k" <<'EOF'
import pathlib, re, sys
k = pathlib.Path(sys.argv[1])
count = 0
for f in sorted(list(k.glob("sanity/*.ll.mlir")) + list(k.glob("bench/*.ll.mlir"))):
    text = f.read_text()
    for i, m in enumerate(re.finditer(r'#gpu\.object<#nvvm\.target<[^>]*>,(?: properties = \{[^}]*\},)? (?:assembly = )?"((?:[^"\\]|\\.)*)"', text)):
        raw = m.group(1)
        ptx = re.sub(r'\\([0-9A-Fa-f]{2})', lambda h: chr(int(h.group(1), 16)), raw.replace('\\\\', '\\5C'))
        assert ".entry" in ptx, f
        (k / "ptx" / f"{f.name[:-len('.ll.mlir')]}-{i}.ptx").write_text(ptx)
        count += 1
print(f"{count} PTX files")
EOF

echo "== DeviceChecks"
CP=$(ls "$W"/k/jars/*.jar | tr '\n' ':')
mkdir -p "$W/k/classes"
"$JDK/bin/javac" -q -d "$W/k/classes" -cp "$CP" bench/gpu/devkit/DeviceChecks.java 2>/dev/null || "$JDK/bin/javac" -d "$W/k/classes" -cp "$CP" bench/gpu/devkit/DeviceChecks.java

echo "== JRE"
if [ ! -f "$KIT/jre.tar.xz" ] || [ "${REBUILD_JRE:-0}" = 1 ]; then
  "$JDK/bin/jlink" --add-modules java.base,java.logging,java.management,jdk.unsupported --strip-debug --no-header-files --no-man-pages \
    --compress=zip-0 --output "$W/jre"
  # libjvm.so without its symbol table, apart, through xz's x86 filter (the kit must stay under the device tool's 64 MiB).
  strip --strip-unneeded "$W/jre/lib/server/libjvm.so"
  xz --x86 --lzma2=preset=9e -T1 -c "$W/jre/lib/server/libjvm.so" > "$KIT/libjvm.so.xz"
  rm "$W/jre/lib/server/libjvm.so" "$W/jre/lib/libsimdsort.so"
  (cd "$W" && tar cf - jre | xz -9 -T1 > "$KIT/jre.tar.xz")
fi

echo "== libLLVM.so"
if [ ! -f "$KIT/libLLVM.so.xz" ]; then
  if [ -n "${LLVM_SO_XZ:-}" ]; then
    cp "$LLVM_SO_XZ" "$KIT/libLLVM.so.xz"
  else
    unzip -q -d "$W/llvm" "$LLVM_JAR" org/bytedeco/llvm/linux-x86_64/libLLVM.so
    strip --strip-unneeded "$W/llvm/org/bytedeco/llvm/linux-x86_64/libLLVM.so"
    xz --x86 --lzma2=preset=9e,dict=160MiB -T1 -c "$W/llvm/org/bytedeco/llvm/linux-x86_64/libLLVM.so" > "$KIT/libLLVM.so.xz"
  fi
fi

(cd "$W/k" && tar cf - . | xz -9e -T1 > "$KIT/kit.tar.xz")
cp bench/gpu/devkit/device.sh bench/gpu/devkit/torch_ref.py "$KIT/"
du -cb "$KIT"/* | tail -1 | awk '{printf "kit: %d bytes (%.1f MiB)\n", $1, $1 / 1048576}'
