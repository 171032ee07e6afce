// llvm.invoke's argument and result attributes, written in its function type as llvm.call's:
// printed back, exported as call-site attributes, and imported from them again.
// RUN: jopt %s | jfilecheck %s --check-prefix=ROUND
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s
// RUN: jtranslate --mlir-to-llvmir %s | jtranslate --import-llvm | jfilecheck %s --check-prefix=ROUND

llvm.func @widen(%x: i8 {llvm.zeroext}) -> (i32 {llvm.noundef}) attributes {personality = @personality} {
  %0 = llvm.invoke @may_throw(%x) to ^ok unwind ^bad : (i8 {llvm.zeroext, llvm.noundef}) -> (i32 {llvm.noundef})
^ok:
  llvm.return %0 : i32
^bad:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %1 : !llvm.struct<(ptr, i32)>
}
llvm.func @may_throw(i8 {llvm.zeroext}) -> i32
llvm.func @personality(...) -> i32

// ROUND: llvm.invoke @may_throw(%{{.*}}) to ^bb{{[0-9]}} unwind ^bb{{[0-9]}} : (i8 {llvm.noundef, llvm.zeroext}) -> (i32 {llvm.noundef})
// CHECK: invoke noundef i32 @may_throw(i8 noundef zeroext %0)
