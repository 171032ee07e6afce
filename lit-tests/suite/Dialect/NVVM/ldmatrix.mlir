// RUN: jopt %s -split-input-file -verify-diagnostics | jfilecheck %s

// nvvm.ldmatrix: the 8x8, 8x16 and 16x16 shapes with their counts, layouts and element types, and
// MLIR 22's checks in its order (shape, count, layout, element type, then the result's type).

// CHECK-LABEL: llvm.func @loads
// CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b4x16_p64>, layout = #nvvm.mma_layout<row>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>} : (!llvm.ptr<3>) -> i32
// CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b8>, layout = #nvvm.mma_layout<col>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
llvm.func @loads(%p: !llvm.ptr<3>) {
  %a = nvvm.ldmatrix %p {num = 4 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  %b = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b4x16_p64>} : (!llvm.ptr<3>) -> i32
  %c = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @shape(%p: !llvm.ptr<3>) {
  // expected-error @below {{'nvvm.ldmatrix' op expected shape to be 8x8, 8x16 or 16x16}}
  %a = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @count_before_layout(%p: !llvm.ptr<3>) {
  // expected-error @below {{'nvvm.ldmatrix' op expected num attribute to be 1 or 2 for 16x16 matrix}}
  %a = nvvm.ldmatrix %p {num = 4 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @layout(%p: !llvm.ptr<3>) {
  // expected-error @below {{'nvvm.ldmatrix' op expected layout to be row for 8x16 matrix}}
  %a = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @element(%p: !llvm.ptr<3>) {
  // expected-error @below {{'nvvm.ldmatrix' op expected element type to be b16 for 8x8 matrix}}
  %a = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @result(%p: !llvm.ptr<3>) {
  // expected-error @below {{'nvvm.ldmatrix' op expected destination type is a structure of 4 elements of type i32}}
  %a = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  llvm.return
}
