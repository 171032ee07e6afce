// invoke with its normal and unwind destinations, landingpad, resume, and shufflevector round-trip.
// RUN: jopt %s  | jfilecheck %s

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

// CHECK-LABEL: llvm.func @shuffle(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> vector<2xf32> {
// CHECK-NEXT: %0 = llvm.shufflevector %arg0, %arg1 [0, 5] : vector<4xf32>
// CHECK-NEXT: llvm.return %0 : vector<2xf32>
// CHECK-LABEL: llvm.func @callee(i32) -> i32
// CHECK-LABEL: llvm.func @__gxx_personality_v0(...) -> i32
// CHECK-LABEL: llvm.func @f(%arg0: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
// CHECK-NEXT: %0 = llvm.invoke @callee(%arg0) to ^bb1 unwind ^bb2 : (i32) -> i32
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
// CHECK-NEXT: llvm.resume %1 : !llvm.struct<(ptr, i32)>
// CHECK-LABEL: llvm.func @agg(%arg0: !llvm.struct<(i32, array<2 x f32>)>, %arg1: f32) -> !llvm.struct<(i32, array<2 x f32>)> {
// CHECK-NEXT: %0 = llvm.insertvalue %arg1, %arg0[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT: llvm.return %0 : !llvm.struct<(i32, array<2 x f32>)>
