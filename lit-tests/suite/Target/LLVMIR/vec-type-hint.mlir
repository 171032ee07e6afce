// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

// #llvm.vec_type_hint becomes !vec_type_hint: an undef of the hinted type and the signedness as an
// i32 (0 unless is_signed = true), attached after the entry count and before the work-group hints.

// CHECK: define void @ints() !prof ![[PROF:[0-9]+]] !vec_type_hint ![[INTS:[0-9]+]] !reqd_work_group_size ![[REQD:[0-9]+]] {
llvm.func @ints() attributes {reqd_work_group_size = array<i32: 8, 8, 1>, function_entry_count = 3 : i64, vec_type_hint = #llvm.vec_type_hint<hint = vector<4xi16>, is_signed = true>} {
  llvm.return
}

// CHECK: declare !vec_type_hint ![[HALF:[0-9]+]] void @half()
llvm.func @half() attributes {vec_type_hint = #llvm.vec_type_hint<hint = f16>}

// CHECK: define void @doubles() !vec_type_hint ![[DOUBLES:[0-9]+]] {
llvm.func @doubles() attributes {vec_type_hint = #llvm.vec_type_hint<hint = vector<2xf64>, is_signed = false>} {
  llvm.return
}

// CHECK-DAG: ![[PROF]] = !{!"function_entry_count", i64 3}
// CHECK-DAG: ![[INTS]] = !{<4 x i16> undef, i32 1}
// CHECK-DAG: ![[REQD]] = !{i32 8, i32 8, i32 1}
// CHECK-DAG: ![[HALF]] = !{half undef, i32 0}
// CHECK-DAG: ![[DOUBLES]] = !{<2 x double> undef, i32 0}
