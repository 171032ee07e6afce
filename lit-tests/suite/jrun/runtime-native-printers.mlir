// The memref printers and memrefCopy are native code in jrun's support object (no Java upcall): a copy
// through strided windows both ways, the shape printer, the ranked 0-d/2-d/1-d i8 printers, f16's
// special values (-0, infinities, nan, the smallest subnormal), a rank-3 memref and one with a size-0
// dimension (MLIR still prints the first element of each level). The output is mlir-runner 22's with
// MLIR's runner-utils libraries for the same lowering, addresses aside.
// RUN: jopt %s -convert-linalg-to-loops -expand-strided-metadata -lower-affine -convert-scf-to-cf -finalize-memref-to-llvm -convert-arith-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts > %t
// RUN: jrun %t -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so,libmlir_runner_utils.so | jfilecheck %s

memref.global "private" constant @src : memref<3x4xf32> = dense<[[1.0, 2.5, -3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 0.125]]>
memref.global "private" constant @halves : memref<6xf16> = dense<[0x8000, 0x7C00, 0xFC00, 0x7E00, 0x0001, 0x3555]>
memref.global "private" constant @ints : memref<2x1x3xi32> = dense<[[[1, -2, 3]], [[4, 5, -6]]]>
memref.global "private" constant @bytes : memref<3xi8> = dense<[104, 105, 33]>

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF16(memref<*xf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dI8(memref<?xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemref2dF32(memref<?x?xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemref0dF32(memref<f32>) attributes {llvm.emit_c_interface}

func.func @entry() {
  %c0 = arith.constant 0 : index
  %s = memref.get_global @src : memref<3x4xf32>
  // A strided window (every second column, two rows): memref.copy lowers to a memrefCopy call.
  %w = memref.subview %s[1, 0] [2, 2] [1, 2] : memref<3x4xf32> to memref<2x2xf32, strided<[4, 2], offset: 4>>
  %d = memref.alloc() : memref<2x2xf32>
  memref.copy %w, %d : memref<2x2xf32, strided<[4, 2], offset: 4>> to memref<2x2xf32>
  %ud = memref.cast %d : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%ud) : (memref<*xf32>) -> ()
  // The other way: into a strided window of a fresh 3x4 buffer.
  %e = memref.alloc() : memref<3x4xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%e : memref<3x4xf32>)
  %ew = memref.subview %e[0, 1] [2, 2] [2, 2] : memref<3x4xf32> to memref<2x2xf32, strided<[8, 2], offset: 1>>
  memref.copy %d, %ew : memref<2x2xf32> to memref<2x2xf32, strided<[8, 2], offset: 1>>
  %ue = memref.cast %e : memref<3x4xf32> to memref<*xf32>
  call @printMemrefF32(%ue) : (memref<*xf32>) -> ()
  %uw = memref.cast %w : memref<2x2xf32, strided<[4, 2], offset: 4>> to memref<*xf32>
  call @printMemrefShapeF32(%uw) : (memref<*xf32>) -> ()
  %dd = memref.cast %d : memref<2x2xf32> to memref<?x?xf32>
  call @printMemref2dF32(%dd) : (memref<?x?xf32>) -> ()
  %one = memref.subview %s[2, 3] [1, 1] [1, 1] : memref<3x4xf32> to memref<1x1xf32, strided<[4, 1], offset: 11>>
  %scalar = memref.collapse_shape %one [] : memref<1x1xf32, strided<[4, 1], offset: 11>> into memref<f32, strided<[], offset: 11>>
  %sc = memref.alloc() : memref<f32>
  memref.copy %scalar, %sc : memref<f32, strided<[], offset: 11>> to memref<f32>
  call @printMemref0dF32(%sc) : (memref<f32>) -> ()
  %h = memref.get_global @halves : memref<6xf16>
  %uh = memref.cast %h : memref<6xf16> to memref<*xf16>
  call @printMemrefF16(%uh) : (memref<*xf16>) -> ()
  %i = memref.get_global @ints : memref<2x1x3xi32>
  %ui = memref.cast %i : memref<2x1x3xi32> to memref<*xi32>
  call @printMemrefI32(%ui) : (memref<*xi32>) -> ()
  %empty = memref.subview %i[0, 0, 0] [2, 0, 3] [1, 1, 1] : memref<2x1x3xi32> to memref<2x0x3xi32, strided<[3, 3, 1]>>
  %ux = memref.cast %empty : memref<2x0x3xi32, strided<[3, 3, 1]>> to memref<*xi32>
  call @printMemrefI32(%ux) : (memref<*xi32>) -> ()
  %b = memref.get_global @bytes : memref<3xi8>
  %ub = memref.cast %b : memref<3xi8> to memref<?xi8>
  call @printMemref1dI8(%ub) : (memref<?xi8>) -> ()
  memref.dealloc %d : memref<2x2xf32>
  memref.dealloc %e : memref<3x4xf32>
  memref.dealloc %sc : memref<f32>
  return
}

// CHECK:      Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[5,   7],
// CHECK-NEXT: {{^}} [9,   11]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[0,   5,   0,   7],
// CHECK-NEXT: {{^}} [0,   0,   0,   0],
// CHECK-NEXT: {{^}} [0,   9,   0,   11]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 4 sizes = [2, 2] strides = [4, 2]{{$}}
// CHECK-NEXT: {{^}}Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[5,   7],
// CHECK-NEXT: {{^}} [9,   11]]
// CHECK-NEXT: {{^}}Memref base@ = {{0x[0-9a-f]+}} rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT: {{^}}[0.125]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: {{^}}[-0,  inf,  -inf,  nan,  5.96046e-08,  0.333252]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 3 offset = 0 sizes = [2, 1, 3] strides = [3, 3, 1] data =
// CHECK-NEXT: {{^}}[{{\[}}[1,    -2,    3]],
// CHECK-NEXT: {{^}} {{\[}}[4,    5,    -6]]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 3 offset = 0 sizes = [2, 0, 3] strides = [3, 3, 1] data =
// CHECK-NEXT: {{^}}[{{\[}}[1,    -2,    3]],
// CHECK-NEXT: {{^}} {{\[}}[4,    5,    -6]]]
// CHECK-NEXT: {{^}}Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: {{^}}[h,  i,  !]
