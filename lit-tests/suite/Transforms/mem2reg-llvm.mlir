// mem2reg promotes llvm.alloca slots of the entry block whose uses are non-volatile loads and stores
// of the element type: llvm.mlir.undef for a read before any write, block arguments where paths
// merge; allocas elsewhere, volatile accesses and escaping pointers keep their memory.
// RUN: jopt %s -mem2reg | jfilecheck %s

// CHECK-LABEL: llvm.func @diamond(%arg0: i1, %arg1: i64) -> i64 {
// CHECK-NEXT: %0 = llvm.mlir.undef : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.br ^bb3(%arg1 : i64)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: llvm.br ^bb3(%0 : i64)
// CHECK-NEXT: ^bb3(%2: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: llvm.return %2 : i64
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @loop(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.br ^bb1(%1 : i32)
// CHECK-NEXT: ^bb1(%2: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %3 = llvm.add %2, %arg0 : i32
// CHECK-NEXT: %4 = llvm.icmp "sgt" %3, %arg0 : i32
// CHECK-NEXT: llvm.cond_br %4, ^bb2, ^bb1(%3 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: llvm.return %3 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @kept(%arg0: f32, %arg1: !llvm.ptr) -> f32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %1 = llvm.alloca %0 x f32 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store volatile %arg0, %1 : f32, !llvm.ptr
// CHECK-NEXT: %2 = llvm.alloca %0 x !llvm.ptr : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %2, %arg1 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %3 = llvm.alloca %0 x f32 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %arg0, %3 : f32, !llvm.ptr
// CHECK-NEXT: %4 = llvm.load %3 : !llvm.ptr -> f32
// CHECK-NEXT: llvm.return %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }


llvm.func @diamond(%c: i1, %x: i64) -> i64 {
  %n = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %n x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  llvm.cond_br %c, ^set, ^skip
^set:
  llvm.store %x, %p : i64, !llvm.ptr
  llvm.br ^join
^skip:
  llvm.br ^join
^join:
  %v = llvm.load %p : !llvm.ptr -> i64
  llvm.return %v : i64
}
llvm.func @loop(%k: i32) -> i32 {
  %n = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %acc = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  llvm.store %zero, %acc : i32, !llvm.ptr
  llvm.br ^head
^head:
  %a = llvm.load %acc : !llvm.ptr -> i32
  %b = llvm.add %a, %k : i32
  llvm.store %b, %acc : i32, !llvm.ptr
  %done = llvm.icmp "sgt" %b, %k : i32
  llvm.cond_br %done, ^exit, ^head
^exit:
  %r = llvm.load %acc : !llvm.ptr -> i32
  llvm.return %r : i32
}
llvm.func @kept(%x: f32, %q: !llvm.ptr) -> f32 {
  %n = llvm.mlir.constant(1 : i32) : i32
  %vol = llvm.alloca %n x f32 : (i32) -> !llvm.ptr
  llvm.store volatile %x, %vol : f32, !llvm.ptr
  %esc = llvm.alloca %n x !llvm.ptr : (i32) -> !llvm.ptr
  llvm.store %esc, %q : !llvm.ptr, !llvm.ptr
  llvm.br ^next
^next:
  %late = llvm.alloca %n x f32 : (i32) -> !llvm.ptr
  llvm.store %x, %late : f32, !llvm.ptr
  %y = llvm.load %late : !llvm.ptr -> f32
  llvm.return %y : f32
}
