// sroa on the llvm dialect splits an llvm.alloca of one struct, or of one array of at most 16
// elements, into one alloca per field used (in use-list order) when every access is a load or store
// of a whole field, through getelementptr [0, k] or at the alloca itself (field 0); a dynamic index,
// an array size other than 1 or a larger array keep the aggregate. mem2reg then promotes the fields.
// RUN: jopt %s -sroa | jfilecheck %s
// RUN: jopt %s -sroa -mem2reg | jfilecheck %s --check-prefix=PROMOTED

// PROMOTED-LABEL: llvm.func @direct(%arg0: i64) -> i64 {
// PROMOTED-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// PROMOTED-NEXT: %1 = llvm.mlir.constant(3 : i8) : i8
// PROMOTED-NEXT: llvm.return %arg0 : i64
// PROMOTED-NEXT: }
// PROMOTED-LABEL: llvm.func @big(%arg0: i32) -> i32 {
// PROMOTED-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// PROMOTED-NEXT: %1 = llvm.alloca %0 x !llvm.array<17 x i32> : (i32) -> !llvm.ptr
// PROMOTED-NEXT: %2 = llvm.getelementptr %1[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<17 x i32>
// PROMOTED-NEXT: llvm.store %arg0, %2 : i32, !llvm.ptr
// PROMOTED-NEXT: %3 = llvm.load %2 : !llvm.ptr -> i32
// PROMOTED-NEXT: llvm.return %3 : i32
// PROMOTED-NEXT: }
// PROMOTED-LABEL: llvm.func @dyn(%arg0: i32, %arg1: i64) -> i32 {
// PROMOTED-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// PROMOTED-NEXT: %1 = llvm.alloca %0 x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
// PROMOTED-NEXT: %2 = llvm.getelementptr %1[0, %arg1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i32>
// PROMOTED-NEXT: llvm.store %arg0, %2 : i32, !llvm.ptr
// PROMOTED-NEXT: %3 = llvm.load %2 : !llvm.ptr -> i32
// PROMOTED-NEXT: llvm.return %3 : i32
// PROMOTED-NEXT: }
// PROMOTED-LABEL: llvm.func @two(%arg0: i32) -> i32 {
// PROMOTED-NEXT: %0 = llvm.mlir.constant(2 : i32) : i32
// PROMOTED-NEXT: %1 = llvm.alloca %0 x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
// PROMOTED-NEXT: %2 = llvm.getelementptr %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
// PROMOTED-NEXT: llvm.store %arg0, %2 : i32, !llvm.ptr
// PROMOTED-NEXT: %3 = llvm.load volatile %2 : !llvm.ptr -> i32
// PROMOTED-NEXT: llvm.return %3 : i32
// PROMOTED-NEXT: }
// PROMOTED-LABEL: llvm.func @vol(%arg0: i32) -> i32 {
// PROMOTED-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// PROMOTED-NEXT: %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// PROMOTED-NEXT: llvm.store volatile %arg0, %1 : i32, !llvm.ptr
// PROMOTED-NEXT: %2 = llvm.load %1 : !llvm.ptr -> i32
// PROMOTED-NEXT: llvm.return %2 : i32
// PROMOTED-NEXT: }
// PROMOTED-LABEL: llvm.func @pipeline(%arg0: i1, %arg1: f64, %arg2: f64) -> f64 {
// PROMOTED-NEXT: %0 = llvm.mlir.undef : f64
// PROMOTED-NEXT: %1 = llvm.mlir.constant(1 : i32) : i32
// PROMOTED-NEXT: llvm.cond_br %arg0, ^bb1, ^bb2(%0 : f64)
// PROMOTED-NEXT: ^bb1:  // pred: ^bb0
// PROMOTED-NEXT: llvm.br ^bb2(%arg2 : f64)
// PROMOTED-NEXT: ^bb2(%2: f64):  // 2 preds: ^bb0, ^bb1
// PROMOTED-NEXT: %3 = llvm.fadd %2, %arg1 : f64
// PROMOTED-NEXT: llvm.return %3 : f64
// PROMOTED-NEXT: }
// PROMOTED-LABEL: llvm.func @s(%arg0: i32, %arg1: f32) -> f32 {
// PROMOTED-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// PROMOTED-NEXT: llvm.return %arg1 : f32
// PROMOTED-NEXT: }
// PROMOTED-LABEL: llvm.func @arr(%arg0: i32) -> i32 {
// PROMOTED-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// PROMOTED-NEXT: llvm.return %arg0 : i32
// PROMOTED-NEXT: }
// PROMOTED-NEXT: }


// CHECK-LABEL: llvm.func @direct(%arg0: i64) -> i64 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %1 = llvm.alloca %0 x i64 : (i32) -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.alloca %0 x i8 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %arg0, %1 : i64, !llvm.ptr
// CHECK-NEXT: %3 = llvm.mlir.constant(3 : i8) : i8
// CHECK-NEXT: llvm.store %3, %2 : i8, !llvm.ptr
// CHECK-NEXT: %4 = llvm.load %1 : !llvm.ptr -> i64
// CHECK-NEXT: llvm.return %4 : i64
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @big(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %1 = llvm.alloca %0 x !llvm.array<17 x i32> : (i32) -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.getelementptr %1[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<17 x i32>
// CHECK-NEXT: llvm.store %arg0, %2 : i32, !llvm.ptr
// CHECK-NEXT: %3 = llvm.load %2 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.return %3 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @dyn(%arg0: i32, %arg1: i64) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %1 = llvm.alloca %0 x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.getelementptr %1[0, %arg1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i32>
// CHECK-NEXT: llvm.store %arg0, %2 : i32, !llvm.ptr
// CHECK-NEXT: %3 = llvm.load %2 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.return %3 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @two(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %1 = llvm.alloca %0 x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.getelementptr %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
// CHECK-NEXT: llvm.store %arg0, %2 : i32, !llvm.ptr
// CHECK-NEXT: %3 = llvm.load volatile %2 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.return %3 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @vol(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store volatile %arg0, %1 : i32, !llvm.ptr
// CHECK-NEXT: %2 = llvm.load %1 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.return %2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @pipeline(%arg0: i1, %arg1: f64, %arg2: f64) -> f64 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %1 = llvm.alloca %0 x f64 : (i32) -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.alloca %0 x f64 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %arg1, %2 : f64, !llvm.ptr
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.store %arg2, %1 : f64, !llvm.ptr
// CHECK-NEXT: llvm.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %3 = llvm.load %1 : !llvm.ptr -> f64
// CHECK-NEXT: %4 = llvm.load %2 : !llvm.ptr -> f64
// CHECK-NEXT: %5 = llvm.fadd %3, %4 : f64
// CHECK-NEXT: llvm.return %5 : f64
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @s(%arg0: i32, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %1 = llvm.alloca %0 x f32 : (i32) -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %arg0, %2 : i32, !llvm.ptr
// CHECK-NEXT: llvm.store %arg1, %1 : f32, !llvm.ptr
// CHECK-NEXT: %3 = llvm.load %1 : !llvm.ptr -> f32
// CHECK-NEXT: llvm.return %3 : f32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @arr(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %arg0, %1 : i32, !llvm.ptr
// CHECK-NEXT: %2 = llvm.load %1 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.return %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }


llvm.func @direct(%x: i64) -> i64 {
  %n = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %n x !llvm.struct<(i64, i8)> : (i32) -> !llvm.ptr
  llvm.store %x, %p : i64, !llvm.ptr
  %g = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, i8)>
  %c = llvm.mlir.constant(3 : i8) : i8
  llvm.store %c, %g : i8, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i64
  llvm.return %v : i64
}
llvm.func @big(%x: i32) -> i32 {
  %n = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %n x !llvm.array<17 x i32> : (i32) -> !llvm.ptr
  %a = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<17 x i32>
  llvm.store %x, %a : i32, !llvm.ptr
  %v = llvm.load %a : !llvm.ptr -> i32
  llvm.return %v : i32
}
llvm.func @dyn(%x: i32, %i: i64) -> i32 {
  %n = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %n x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  %a = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.store %x, %a : i32, !llvm.ptr
  %v = llvm.load %a : !llvm.ptr -> i32
  llvm.return %v : i32
}
llvm.func @two(%x: i32) -> i32 {
  %n = llvm.mlir.constant(2 : i32) : i32
  %p = llvm.alloca %n x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  %a = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.store %x, %a : i32, !llvm.ptr
  %v = llvm.load volatile %a : !llvm.ptr -> i32
  llvm.return %v : i32
}
llvm.func @vol(%x: i32) -> i32 {
  %n = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %n x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  %a = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.store volatile %x, %a : i32, !llvm.ptr
  %v = llvm.load %a : !llvm.ptr -> i32
  llvm.return %v : i32
}
llvm.func @pipeline(%c: i1, %x: f64, %y: f64) -> f64 {
  %n = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %n x !llvm.struct<(f64, f64)> {alignment = 16 : i64} : (i32) -> !llvm.ptr
  %a = llvm.getelementptr %p[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, f64)>
  %b = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, f64)>
  llvm.store %x, %a : f64, !llvm.ptr
  llvm.cond_br %c, ^t, ^e
^t:
  llvm.store %y, %b : f64, !llvm.ptr
  llvm.br ^e
^e:
  %u = llvm.load %b : !llvm.ptr -> f64
  %w = llvm.load %a : !llvm.ptr -> f64
  %s = llvm.fadd %u, %w : f64
  llvm.return %s : f64
}

llvm.func @s(%x: i32, %y: f32) -> f32 {
  %n = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %n x !llvm.struct<(i32, f32)> : (i32) -> !llvm.ptr
  %a = llvm.getelementptr %p[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.store %x, %a : i32, !llvm.ptr
  %b = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.store %y, %b : f32, !llvm.ptr
  %v = llvm.load %b : !llvm.ptr -> f32
  llvm.return %v : f32
}
llvm.func @arr(%x: i32) -> i32 {
  %n = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %n x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  %a = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.store %x, %a : i32, !llvm.ptr
  %v = llvm.load %a : !llvm.ptr -> i32
  llvm.return %v : i32
}

