// RUN: jtranslate --mlir-to-llvmir -split-input-file %s | jfilecheck %s

// Invokes, landing pads with catch/filter clauses and cleanup, phis fed by an invoke.
llvm.mlir.global external constant @type_info() : !llvm.ptr
llvm.func @may_throw(i32) -> i32
llvm.func @personality(...) -> i32

// CHECK-LABEL: define i32 @guarded(i32 %0) personality ptr @personality {
// CHECK-NEXT:   %2 = invoke i32 @may_throw(i32 %0)
// CHECK-NEXT:           to label %[[OK:[0-9]+]] unwind label %[[PAD:[0-9]+]], !prof ![[W:[0-9]+]]
// CHECK:      [[OK]]:
// CHECK-NEXT:   %[[R:[0-9]+]] = phi i32 [ -1, %[[PAD]] ], [ 0, %1 ]
// CHECK-NEXT:   ret i32 %[[R]]
// CHECK:      [[PAD]]:
// CHECK-NEXT:   %{{[0-9]+}} = landingpad { ptr, i32 }
// CHECK-NEXT:           cleanup
// CHECK-NEXT:           catch ptr @type_info
// CHECK-NEXT:           filter [2 x i8] zeroinitializer
// CHECK-NEXT:   br label %[[OK]]
// CHECK: ![[W]] = !{!"branch_weights", i32 7, i32 1}
llvm.func @guarded(%x: i32) -> i32 attributes {personality = @personality} {
  %ti = llvm.mlir.addressof @type_info : !llvm.ptr
  %none = llvm.mlir.constant(dense<0> : vector<2xi8>) : !llvm.array<2 x i8>
  %z = llvm.mlir.constant(0 : i32) : i32
  %r = llvm.invoke @may_throw(%x) to ^ok(%z : i32) unwind ^pad {branch_weights = array<i32: 7, 1>} : (i32) -> i32
^ok(%v: i32):
  llvm.return %v : i32
^pad:
  %lp = llvm.landingpad cleanup (catch %ti : !llvm.ptr) (filter %none : !llvm.array<2 x i8>) : !llvm.struct<(ptr, i32)>
  %m = llvm.mlir.constant(-1 : i32) : i32
  llvm.br ^ok(%m : i32)
}

// -----

llvm.func @personality(...) -> i32
// An indirect invoke.
// CHECK-LABEL: define void @through(ptr %0)
// CHECK: invoke void %0(i64 3)
// CHECK-NEXT: to label %{{[0-9]+}} unwind label %{{[0-9]+}}
llvm.func @through(%f: !llvm.ptr) attributes {personality = @personality} {
  %c = llvm.mlir.constant(3 : i64) : i64
  llvm.invoke %f(%c) to ^done unwind ^pad : !llvm.ptr, (i64) -> ()
^done:
  llvm.return
^pad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}
