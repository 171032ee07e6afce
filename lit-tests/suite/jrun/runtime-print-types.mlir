// printMemref and verifyMemRef of the element types beside f32/i32/i64 (i8 as characters, i16, f16, bf16,
// complex<f32>/complex<f64> pairs, index unsigned), on non-splat constants: the output is mlir-runner 22's
// with MLIR's runner-utils libraries for the same lowering; verifyMemRef counts and reports mismatches.
// RUN: jopt %s -finalize-memref-to-llvm -convert-arith-to-llvm -convert-func-to-llvm -reconcile-unrealized-casts > %t
// RUN: jrun %t -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so,libmlir_runner_utils.so 2>/dev/null | jfilecheck %s
// RUN: jrun %t -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so,libmlir_runner_utils.so 2>&1 >/dev/null | jfilecheck %s --check-prefix=ERR

memref.global "private" constant @i8s : memref<2x2xi8> = dense<[[65, 66], [10, 67]]>
memref.global "private" constant @i16s : memref<3xi16> = dense<[-7, 300, 0]>
memref.global "private" constant @f16s : memref<2xf16> = dense<[0.25, -3.5]>
memref.global "private" constant @bf16s : memref<2xbf16> = dense<[1.5, 96.0]>
memref.global "private" constant @c32s : memref<2xcomplex<f32>> = dense<[(1.5, -2.0), (0.0, 4.25)]>
memref.global "private" constant @c64s : memref<1x2xcomplex<f64>> = dense<[[(3.0, 1.0), (-0.5, 0.0)]]>
memref.global "private" constant @inds : memref<3xindex> = dense<[0, 7, -1]>
memref.global "private" constant @c32t : memref<2xcomplex<f32>> = dense<[(1.5, -2.0), (0.0, 4.0)]>
memref.global "private" constant @f16t : memref<2xf16> = dense<[0.25, -3.5]>

func.func private @printMemrefI8(memref<*xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI16(memref<*xi16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF16(memref<*xf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefBF16(memref<*xbf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefC32(memref<*xcomplex<f32>>) attributes {llvm.emit_c_interface}
func.func private @printMemrefC64(memref<*xcomplex<f64>>) attributes {llvm.emit_c_interface}
func.func private @printMemrefInd(memref<*xindex>) attributes {llvm.emit_c_interface}
func.func private @verifyMemRefC32(memref<*xcomplex<f32>>, memref<*xcomplex<f32>>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefF16(memref<*xf16>, memref<*xf16>) -> i64 attributes {llvm.emit_c_interface}
func.func private @printI64(i64)
func.func private @printNewline()

func.func @entry() {
  %a = memref.get_global @i8s : memref<2x2xi8>
  %b = memref.get_global @i16s : memref<3xi16>
  %c = memref.get_global @f16s : memref<2xf16>
  %d = memref.get_global @bf16s : memref<2xbf16>
  %e = memref.get_global @c32s : memref<2xcomplex<f32>>
  %f = memref.get_global @c64s : memref<1x2xcomplex<f64>>
  %g = memref.get_global @inds : memref<3xindex>
  %h = memref.get_global @c32t : memref<2xcomplex<f32>>
  %k = memref.get_global @f16t : memref<2xf16>
  %ua = memref.cast %a : memref<2x2xi8> to memref<*xi8>
  %ub = memref.cast %b : memref<3xi16> to memref<*xi16>
  %uc = memref.cast %c : memref<2xf16> to memref<*xf16>
  %ud = memref.cast %d : memref<2xbf16> to memref<*xbf16>
  %ue = memref.cast %e : memref<2xcomplex<f32>> to memref<*xcomplex<f32>>
  %uf = memref.cast %f : memref<1x2xcomplex<f64>> to memref<*xcomplex<f64>>
  %ug = memref.cast %g : memref<3xindex> to memref<*xindex>
  %uh = memref.cast %h : memref<2xcomplex<f32>> to memref<*xcomplex<f32>>
  %uk = memref.cast %k : memref<2xf16> to memref<*xf16>
  call @printMemrefI8(%ua) : (memref<*xi8>) -> ()
  call @printMemrefI16(%ub) : (memref<*xi16>) -> ()
  call @printMemrefF16(%uc) : (memref<*xf16>) -> ()
  call @printMemrefBF16(%ud) : (memref<*xbf16>) -> ()
  call @printMemrefC32(%ue) : (memref<*xcomplex<f32>>) -> ()
  call @printMemrefC64(%uf) : (memref<*xcomplex<f64>>) -> ()
  call @printMemrefInd(%ug) : (memref<*xindex>) -> ()
  %v1 = call @verifyMemRefC32(%ue, %uh) : (memref<*xcomplex<f32>>, memref<*xcomplex<f32>>) -> i64
  call @printI64(%v1) : (i64) -> ()
  call @printNewline() : () -> ()
  %v2 = call @verifyMemRefF16(%uc, %uk) : (memref<*xf16>, memref<*xf16>) -> i64
  call @printI64(%v2) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// CHECK:      Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data = 
// CHECK-NEXT: {{\[\[}}A,   B], 
// CHECK-NEXT:  [
// CHECK-NEXT: ,   C]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data = 
// CHECK-NEXT: [-7,  300,  0]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data = 
// CHECK-NEXT: [0.25,  -3.5]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data = 
// CHECK-NEXT: [1.5,  96]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data = 
// CHECK-NEXT: [(1.5,-2),  (0,4.25)]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [1, 2] strides = [2, 1] data = 
// CHECK-NEXT: {{\[\[}}(3,1),   (-0.5,0)]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data = 
// CHECK-NEXT: [0,  7,  18446744073709551615]
// CHECK-NEXT: 1
// CHECK-NEXT: 0

// ERR: (0,4.25) != (0,4) offset = 1
