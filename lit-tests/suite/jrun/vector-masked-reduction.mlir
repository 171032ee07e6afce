// Masked reductions (vp intrinsics, select + reduce for maximumf/minimumf) JIT-run; the printed
// values are mlir-runner 22's for the same pipeline.
// RUN: jopt %s -convert-vector-to-scf -convert-scf-to-cf -convert-vector-to-llvm -convert-to-llvm -reconcile-unrealized-casts | jrun -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

// CHECK: 13.5
// CHECK-NEXT: 4
// CHECK-NEXT: -2
// CHECK-NEXT: -252
// CHECK-NEXT: 12
// CHECK-NEXT: 3
// CHECK-NEXT: 10

func.func @entry() {
  %c3 = arith.constant 3 : index
  %m = vector.create_mask %c3 : vector<6xi1>
  %w = arith.constant dense<[1.5, -2.0, 4.0, 100.0, 7.0, -50.0]> : vector<6xf32>
  %iw = arith.constant dense<[3, -7, 12, 99, -100, 5]> : vector<6xi32>
  %s = arith.constant 10.0 : f32
  %is = arith.constant 1 : i32
  %0 = vector.mask %m { vector.reduction <add>, %w, %s : vector<6xf32> into f32 } : vector<6xi1> -> f32
  vector.print %0 : f32
  %1 = vector.mask %m { vector.reduction <maxnumf>, %w : vector<6xf32> into f32 } : vector<6xi1> -> f32
  vector.print %1 : f32
  %2 = vector.mask %m { vector.reduction <minimumf>, %w : vector<6xf32> into f32 } : vector<6xi1> -> f32
  vector.print %2 : f32
  %3 = vector.mask %m { vector.reduction <mul>, %iw, %is : vector<6xi32> into i32 } : vector<6xi1> -> i32
  vector.print %3 : i32
  %4 = vector.mask %m { vector.reduction <maxsi>, %iw : vector<6xi32> into i32 } : vector<6xi1> -> i32
  vector.print %4 : i32
  %5 = vector.mask %m { vector.reduction <minui>, %iw : vector<6xi32> into i32 } : vector<6xi1> -> i32
  vector.print %5 : i32
  %6 = vector.mask %m { vector.reduction <maximumf>, %w, %s : vector<6xf32> into f32 } : vector<6xi1> -> f32
  vector.print %6 : f32
  return
}
