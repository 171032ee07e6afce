// Block tags and addresses rejected as mlir-opt 22 rejects them: a tag id twice in one function
// (the second is reported), an address of a tag that does not exist or of a missing function.
// RUN: jopt %s -split-input-file -verify-diagnostics

llvm.func @twice() {
  llvm.br ^bb1
^bb1:
  llvm.blocktag <id = 3>
  llvm.br ^bb2
^bb2:
  // expected-error@+1 {{duplicate block tag '3' in the same function}}
  llvm.blocktag <id = 3>
  llvm.return
}

// -----

llvm.func @no_such_tag() -> !llvm.ptr {
  // expected-error@+1 {{'llvm.blockaddress' op expects an existing block label target in the referenced function}}
  %0 = llvm.blockaddress <function = @no_such_tag, tag = <id = 4>> : !llvm.ptr
  llvm.br ^bb1
^bb1:
  llvm.blocktag <id = 5>
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.mlir.global private @dangling() : !llvm.ptr {
  // expected-error@+1 {{'llvm.blockaddress' op expects an existing block label target in the referenced function}}
  %0 = llvm.blockaddress <function = @absent, tag = <id = 1>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
