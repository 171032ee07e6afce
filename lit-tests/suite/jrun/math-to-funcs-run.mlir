// ctlz, ipowi and fpowi outlined by convert-math-to-funcs and run: the printed values are mlir-opt 22 +
// mlir-runner 22's for the same pipeline (0 for a zero or negative-power base other than +-1, the
// width for ctlz of 0, vectors per element).
// RUN: jopt %s -pass-pipeline="builtin.module(convert-math-to-funcs{convert-ctlz},func.func(convert-scf-to-cf),convert-vector-to-llvm,convert-arith-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)" \
// RUN: | jrun -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

func.func @show(%x: i64) {
  vector.print %x : i64
  return
}

func.func @entry() {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %big = arith.constant 4096 : i32
  %neg = arith.constant -7 : i32
  %z0 = math.ctlz %c0 : i32
  %z1 = math.ctlz %c1 : i32
  %z5 = math.ctlz %big : i32
  %zn = math.ctlz %neg : i32
  vector.print %z0 : i32
  vector.print %z1 : i32
  vector.print %z5 : i32
  vector.print %zn : i32
  %b3 = arith.constant 3 : i64
  %e13 = arith.constant 13 : i64
  %em2 = arith.constant -2 : i64
  %m1 = arith.constant -1 : i64
  %p = math.ipowi %b3, %e13 : i64
  %q = math.ipowi %b3, %em2 : i64
  %r = math.ipowi %m1, %e13 : i64
  func.call @show(%p) : (i64) -> ()
  func.call @show(%q) : (i64) -> ()
  func.call @show(%r) : (i64) -> ()
  %half = arith.constant 1.5 : f32
  %e5 = arith.constant 5 : i16
  %en3 = arith.constant -3 : i16
  %f = math.fpowi %half, %e5 : f32, i16
  %g = math.fpowi %half, %en3 : f32, i16
  vector.print %f : f32
  vector.print %g : f32
  %v = arith.constant dense<[2, 3, -2]> : vector<3xi8>
  %w = arith.constant dense<[7, 4, 3]> : vector<3xi8>
  %vp = math.ipowi %v, %w : vector<3xi8>
  %v0 = vector.extract %vp[0] : i8 from vector<3xi8>
  %v1 = vector.extract %vp[1] : i8 from vector<3xi8>
  %v2 = vector.extract %vp[2] : i8 from vector<3xi8>
  vector.print %v0 : i8
  vector.print %v1 : i8
  vector.print %v2 : i8
  return
}

// CHECK: 32
// CHECK-NEXT: 31
// CHECK-NEXT: 19
// CHECK-NEXT: 0
// CHECK-NEXT: 1594323
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: 7.59375
// CHECK-NEXT: 0.296296
// CHECK-NEXT: -128
// CHECK-NEXT: 81
// CHECK-NEXT: -8
