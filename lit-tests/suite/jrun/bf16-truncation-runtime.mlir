// f32 -> bf16 truncation on values only known at run time (loaded from memory, at -O0 so that
// LLVM folds nothing): on a host without a bf16 conversion instruction LLVM calls compiler-rt's
// __truncsfbf2, which jrun's support module defines (the process's libgcc may not). Rounding is to
// nearest even: a tie at 1 + 2^-8 goes down to 1, one at 1 + 3*2^-8 up to 1 + 2^-6; 3.4e38 overflows
// to inf; a NaN stays a NaN; -0 keeps its sign; an f32 subnormal keeps its top 7 fraction bits.
// From f64 (__truncdfbf2) the rounding is one rounding: 1 + 2^-8 + 2^-30 goes up to 1 + 2^-7 (through
// f32 first it would tie and go down to 1).
// RUN: jopt %s -convert-scf-to-cf -convert-to-llvm | jrun -O0 -e main -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s
// RUN: jopt %s -convert-scf-to-cf -convert-to-llvm | jrun -O2 -e main -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

// CHECK:      1{{$}}
// CHECK-NEXT: 1.01562
// CHECK-NEXT: inf
// CHECK-NEXT: nan
// CHECK-NEXT: -0
// CHECK-NEXT: 9.18355e-41
// CHECK-NEXT: 3.00406e+38
// CHECK-NEXT: -2.71875
// CHECK-NEXT: 1.00781

func.func private @printF32(f32)
func.func private @printNewline()

func.func @show(%m: memref<8xf32>, %i: index) {
  %x = memref.load %m[%i] : memref<8xf32>
  %b = arith.truncf %x : f32 to bf16
  %y = arith.extf %b : bf16 to f32
  func.call @printF32(%y) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @show64(%m: memref<1xf64>) {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<1xf64>
  %b = arith.truncf %x : f64 to bf16
  %y = arith.extf %b : bf16 to f32
  func.call @printF32(%y) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %m = memref.alloca() : memref<8xf32>
  %d = memref.alloca() : memref<1xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %v0 = arith.constant 1.00390625 : f32
  %v1 = arith.constant 1.01171875 : f32
  %v2 = arith.constant 3.4e38 : f32
  %v3 = arith.constant 0x7FC00001 : f32
  %v4 = arith.constant -0.0 : f32
  %v5 = arith.constant 1.0e-40 : f32
  %v6 = arith.constant 3.0e38 : f32
  %v7 = arith.constant -2.7182817 : f32
  memref.store %v0, %m[%c0] : memref<8xf32>
  memref.store %v1, %m[%c1] : memref<8xf32>
  memref.store %v2, %m[%c2] : memref<8xf32>
  memref.store %v3, %m[%c3] : memref<8xf32>
  memref.store %v4, %m[%c4] : memref<8xf32>
  memref.store %v5, %m[%c5] : memref<8xf32>
  memref.store %v6, %m[%c6] : memref<8xf32>
  memref.store %v7, %m[%c7] : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    func.call @show(%m, %i) : (memref<8xf32>, index) -> ()
  }
  %w = arith.constant 1.0039062509313226 : f64
  memref.store %w, %d[%c0] : memref<1xf64>
  func.call @show64(%d) : (memref<1xf64>) -> ()
  return
}
