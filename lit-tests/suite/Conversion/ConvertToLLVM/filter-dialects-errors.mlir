// convert-to-llvm's filter-dialects names dialects that must be loaded when the pipeline starts
// (used by the input, or loaded along with one that is: func brings cf, which brings arith) and
// implement the conversion interface; otherwise the pass fails before lowering anything, at an
// unknown location, and nothing is printed.
// RUN: jopt %s --convert-to-llvm="filter-dialects=cf,arith" | jfilecheck %s --check-prefix=OK
// RUN: not jopt %s --convert-to-llvm="filter-dialects=arith,vector" 2>&1 | jfilecheck %s --check-prefix=NOTLOADED
// RUN: not jopt %s --convert-to-llvm="filter-dialects=llvm" 2>&1 | jfilecheck %s --check-prefix=NOIFACE
// RUN: not jopt %s --convert-to-llvm="dynamic=true filter-dialects=nosuch" 2>&1 | jfilecheck %s --check-prefix=UNKNOWN

// OK-LABEL: func.func @twice
// OK: llvm.mul %arg0, %arg0 : i32
// OK: return
func.func @twice(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}

// NOTLOADED: <unknown>:0: error: dialect not loaded: vector
// NOTLOADED-NOT: module
// NOIFACE: <unknown>:0: error: dialect does not implement ConvertToLLVMPatternInterface: llvm
// UNKNOWN: <unknown>:0: error: dialect not loaded: nosuch
