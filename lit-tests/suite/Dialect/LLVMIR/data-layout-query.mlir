// RUN: jopt %s -test-data-layout-query -split-input-file -verify-diagnostics | jfilecheck %s

// -test-data-layout-query answers for each query op's result type under the nearest dlti.dl_spec
// (sizes in bytes and bits, alignments in bytes, the index width; then the spec's named entries).

// CHECK-LABEL: @defaults
// CHECK: alignment = 1 : index, {{.*}}bitsize = 0 : index, {{.*}}index = 0 : index, {{.*}}preferred = 1 : index, {{.*}}size = 0 : index, {{.*}} : () -> !llvm.struct<()>
// CHECK: alignment = 8 : index, {{.*}}bitsize = 192 : index, {{.*}}index = 0 : index, {{.*}}preferred = 8 : index, {{.*}}size = 24 : index, {{.*}} : () -> !llvm.struct<(i8, ptr, i16)>
// CHECK: alignment = 1 : index, {{.*}}bitsize = 88 : index, {{.*}}preferred = 8 : index, {{.*}}size = 11 : index, {{.*}} : () -> !llvm.struct<packed (i8, ptr, i16)>
// CHECK: alignment = 2 : index, {{.*}}bitsize = 48 : index, {{.*}}preferred = 2 : index, {{.*}}size = 6 : index, {{.*}} : () -> !llvm.array<3 x i16>
// CHECK: alignment = 4 : index, {{.*}}bitsize = 64 : index, {{.*}}index = 64 : index, {{.*}}preferred = 8 : index, {{.*}}size = 8 : index, {{.*}} : () -> index
// CHECK: alignment = 8 : index, {{.*}}bitsize = 64 : index, {{.*}}index = 64 : index, {{.*}}preferred = 8 : index, {{.*}}size = 8 : index, {{.*}} : () -> !llvm.ptr<2>
func.func @defaults() {
  "test.data_layout_query"() : () -> !llvm.struct<()>
  "test.data_layout_query"() : () -> !llvm.struct<(i8, !llvm.ptr, i16)>
  "test.data_layout_query"() : () -> !llvm.struct<packed (i8, !llvm.ptr, i16)>
  "test.data_layout_query"() : () -> !llvm.array<3 x i16>
  "test.data_layout_query"() : () -> index
  "test.data_layout_query"() : () -> !llvm.ptr<2>
  return
}

// -----

// A pointer without its own entry takes the default address space's; its index width is the
// fourth value when given. The empty struct's entry raises every struct's alignments (not the
// packed ABI one, nor the size). An integer takes the entry of the next wider integer: i8 and i16
// align as i32 here, so the struct holding an i8 is padded to 4 bytes.
module attributes {dlti.dl_spec = #dlti.dl_spec<
    !llvm.ptr = dense<[32, 32, 64, 16]> : vector<4xi64>,
    !llvm.struct<()> = dense<[16, 64]> : vector<2xi64>,
    i32 = dense<[32, 64]> : vector<2xi64>,
    "dlti.alloca_memory_space" = 5 : ui32,
    "dlti.stack_alignment" = 64 : i64>} {
  // CHECK-LABEL: @with_spec
  // CHECK: alignment = 4 : index, alloca_memory_space = 5 : ui32, bitsize = 32 : index, {{.*}}index = 16 : index, {{.*}}preferred = 8 : index, {{.*}}size = 4 : index, stack_alignment = 64 : index} : () -> !llvm.ptr<7>
  // CHECK: alignment = 4 : index, {{.*}}bitsize = 32 : index, {{.*}}preferred = 8 : index, {{.*}}size = 4 : index, {{.*}} : () -> !llvm.struct<(i8)>
  // CHECK: alignment = 1 : index, {{.*}}bitsize = 16 : index, {{.*}}preferred = 8 : index, {{.*}}size = 2 : index, {{.*}} : () -> !llvm.struct<packed (i8, i8)>
  // CHECK: alignment = 4 : index, {{.*}}bitsize = 16 : index, {{.*}}preferred = 8 : index, {{.*}}size = 2 : index, {{.*}} : () -> i16
  func.func @with_spec() {
    "test.data_layout_query"() : () -> !llvm.ptr<7>
    "test.data_layout_query"() : () -> !llvm.struct<(i8)>
    "test.data_layout_query"() : () -> !llvm.struct<packed (i8, i8)>
    "test.data_layout_query"() : () -> i16
    return
  }
}

// -----

// expected-error@below {{unexpected layout attribute for struct '!llvm.struct<(i32)>'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<(i32)> = dense<[32, 32]> : vector<2xi64>>} {
}

// -----

// expected-error@below {{expected i64 entries for '!llvm.struct<()>'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = dense<[32, 32]> : vector<2xi16>>} {
}

// -----

// expected-error@below {{preferred alignment is expected to be at least as large as ABI alignment}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = dense<[64, 8]> : vector<2xi64>>} {
}
