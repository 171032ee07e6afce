  // Appended by run-device-checks.sh to -hlo-to-gpu's output of matmul-hlo.mlir (inside its module):
  // fills A and B with ones, calls @mm once (module load, cuBLAS handle), then REPS times under the
  // clock (host<->device copies included, as the compiled function does them); prints the seconds,
  // then C[0][0] (4096 when the product ran).
  func.func private @rtclock() -> f64
  func.func private @printF64(f64)
  func.func private @printF32(f32)
  func.func private @printNewline()
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4096 = arith.constant 4096 : index
    %reps = arith.constant 5 : index
    %one = arith.constant 1.0 : f32
    %a = memref.alloc() : memref<4096x4096xf32>
    %b = memref.alloc() : memref<4096x4096xf32>
    scf.for %i = %c0 to %c4096 step %c1 {
      scf.for %j = %c0 to %c4096 step %c1 {
        memref.store %one, %a[%i, %j] : memref<4096x4096xf32>
        memref.store %one, %b[%i, %j] : memref<4096x4096xf32>
      }
    }
    %w = func.call @mm(%a, %b) : (memref<4096x4096xf32>, memref<4096x4096xf32>) -> memref<4096x4096xf32>
    %v = memref.load %w[%c0, %c0] : memref<4096x4096xf32>
    memref.dealloc %w : memref<4096x4096xf32>
    %start = func.call @rtclock() : () -> f64
    scf.for %r = %c0 to %reps step %c1 {
      %c = func.call @mm(%a, %b) : (memref<4096x4096xf32>, memref<4096x4096xf32>) -> memref<4096x4096xf32>
      memref.dealloc %c : memref<4096x4096xf32>
    }
    %end = func.call @rtclock() : () -> f64
    %dt = arith.subf %end, %start : f64
    func.call @printF64(%dt) : (f64) -> ()
    func.call @printNewline() : () -> ()
    func.call @printF32(%v) : (f32) -> ()
    func.call @printNewline() : () -> ()
    return
  }
