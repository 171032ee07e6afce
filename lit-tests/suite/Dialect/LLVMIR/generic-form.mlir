// The generic form of the ops whose operand order differs from their custom syntax (insertvalue
// takes the container first), of invoke/landingpad/resume and of shufflevector, as mlir-opt 22
// prints it.
// RUN: jopt %s --mlir-print-op-generic | jfilecheck %s

llvm.func @shuffle(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<2xf32> {
  %0 = llvm.shufflevector %a, %b [0, 5] : vector<4xf32>
  llvm.return %0 : vector<2xf32>
}
llvm.func @callee(i32) -> i32
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @f(%a: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %r = llvm.invoke @callee(%a) to ^ok unwind ^bad : (i32) -> i32
^ok:
  llvm.return %r : i32
^bad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}
llvm.func @agg(%s: !llvm.struct<(i32, array<2 x f32>)>, %x: f32) -> !llvm.struct<(i32, array<2 x f32>)> {
  %0 = llvm.insertvalue %x, %s[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
  llvm.return %0 : !llvm.struct<(i32, array<2 x f32>)>
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<vector<2xf32> (vector<4xf32>, vector<4xf32>)>, linkage = #llvm.linkage<external>, sym_name = "shuffle", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0(%arg3: vector<4xf32>, %arg4: vector<4xf32>):
// CHECK-NEXT: %3 = "llvm.shufflevector"(%arg3, %arg4) <{mask = array<i32: 0, 5>}> : (vector<4xf32>, vector<4xf32>) -> vector<2xf32>
// CHECK-NEXT: "llvm.return"(%3) : (vector<2xf32>) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "callee", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (...)>, linkage = #llvm.linkage<external>, sym_name = "__gxx_personality_v0", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, personality = @__gxx_personality_v0, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "llvm.invoke"(%arg2)[^bb1, ^bb2] <{CConv = #llvm.cconv<ccc>, callee = @callee, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (i32) -> i32
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "llvm.return"(%1) : (i32) -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %2 = "llvm.landingpad"() <{cleanup}> : () -> !llvm.struct<(ptr, i32)>
// CHECK-NEXT: "llvm.resume"(%2) : (!llvm.struct<(ptr, i32)>) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, array<2 x f32>)> (struct<(i32, array<2 x f32>)>, f32)>, linkage = #llvm.linkage<external>, sym_name = "agg", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0(%arg0: !llvm.struct<(i32, array<2 x f32>)>, %arg1: f32):
// CHECK-NEXT: %0 = "llvm.insertvalue"(%arg0, %arg1) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<2 x f32>)>, f32) -> !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT: "llvm.return"(%0) : (!llvm.struct<(i32, array<2 x f32>)>) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
