// Memory bandwidth of a fused element-wise kernel (bench/gpu/run-device-checks.sh): y = 2 x + y over
// 2^26 f32 (12 bytes per element: x and y read, y written), REPS launches of 256-thread blocks timed
// with rtclock around them; prints the seconds, then y[0] (2 + 2 * 2 * REPS = 82 when every launch ran).
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %n = arith.constant 67108864 : index
  %blocks = arith.constant 262144 : index
  %reps = arith.constant 20 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %t0 = gpu.wait async
  %x, %t1 = gpu.alloc async [%t0] () : memref<67108864xf32>
  %y, %t2 = gpu.alloc async [%t1] () : memref<67108864xf32>
  gpu.wait [%t2]
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %sx : index
    %i = arith.addi %base, %tx : index
    memref.store %one, %x[%i] : memref<67108864xf32>
    memref.store %two, %y[%i] : memref<67108864xf32>
    gpu.terminator
  }
  // REPS launches before the clock starts (module load, first-launch costs).
  scf.for %r = %c0 to %reps step %c1 {
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
      %base = arith.muli %bx, %sx : index
      %i = arith.addi %base, %tx : index
      %a = memref.load %x[%i] : memref<67108864xf32>
      %b = memref.load %y[%i] : memref<67108864xf32>
      %a2 = arith.mulf %a, %two : f32
      %s = arith.addf %a2, %b : f32
      memref.store %s, %y[%i] : memref<67108864xf32>
      gpu.terminator
    }
  }
  %start = func.call @rtclock() : () -> f64
  scf.for %r = %c0 to %reps step %c1 {
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
      %base = arith.muli %bx, %sx : index
      %i = arith.addi %base, %tx : index
      %a = memref.load %x[%i] : memref<67108864xf32>
      %b = memref.load %y[%i] : memref<67108864xf32>
      %a2 = arith.mulf %a, %two : f32
      %s = arith.addf %a2, %b : f32
      memref.store %s, %y[%i] : memref<67108864xf32>
      gpu.terminator
    }
  }
  %end = func.call @rtclock() : () -> f64
  %dt = arith.subf %end, %start : f64
  func.call @printF64(%dt) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %h = memref.alloc() : memref<67108864xf32>
  %t3 = gpu.wait async
  %t4 = gpu.memcpy async [%t3] %h, %y : memref<67108864xf32>, memref<67108864xf32>
  %t5 = gpu.dealloc async [%t4] %x : memref<67108864xf32>
  %t6 = gpu.dealloc async [%t5] %y : memref<67108864xf32>
  gpu.wait [%t6]
  %v = memref.load %h[%c0] : memref<67108864xf32>
  func.call @printF32(%v) : (f32) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %h : memref<67108864xf32>
  return
}
