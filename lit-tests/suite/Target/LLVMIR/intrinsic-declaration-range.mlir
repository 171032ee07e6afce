// llvm.scmp / llvm.ucmp (three-way comparisons) are declared with LLVM 22's result range(iN -1, 2),
// N the result's (element) width, as mlir-translate 22 declares them; LLVM 20's table has none.
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

// CHECK: declare range(i8 -1, 2) i8 @llvm.scmp.i8.i32(i32, i32) #0
// CHECK: declare range(i16 -1, 2) <2 x i16> @llvm.ucmp.v2i16.v2i64(<2 x i64>, <2 x i64>) #0
// CHECK: attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

llvm.func @order(%a: i32, %b: i32, %v: vector<2xi64>) -> i8 {
  %0 = llvm.call_intrinsic "llvm.scmp.i8.i32"(%a, %b) : (i32, i32) -> i8
  %1 = llvm.call_intrinsic "llvm.ucmp.v2i16.v2i64"(%v, %v) : (vector<2xi64>, vector<2xi64>) -> vector<2xi16>
  llvm.return %0 : i8
}
