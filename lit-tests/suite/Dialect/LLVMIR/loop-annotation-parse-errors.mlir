// RUN: jopt %s -split-input-file -verify-diagnostics

// Malformed loop metadata attributes, reported as mlir-opt 22 does: a value of the wrong kind, then
// "failed to parse <Attr> parameter ..." after it; a nested attribute not starting with '<' or '#'
// (the '<' missing just past the '='); a failure inside a nested attribute repeated for each
// enclosing parameter; unknown or repeated names at their value.

llvm.func @bool_expected() {
  // expected-error@+2 {{invalid kind of attribute specified}}
  // expected-error@+1 {{failed to parse LoopAnnotationAttr parameter 'mustProgress' which is to be a `BoolAttr`}}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<mustProgress = 0>}
^bb1:
  llvm.return
}

// -----

llvm.func @integer_expected() {
  // expected-error@+2 {{invalid kind of attribute specified}}
  // expected-error@+1 {{failed to parse LoopInterleaveAttr parameter 'count' which is to be a `IntegerAttr`}}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<interleave = <count = "four">>}
  // expected-error@-1 {{failed to parse LoopAnnotationAttr parameter 'interleave' which is to be a `LoopInterleaveAttr`}}
^bb1:
  llvm.return
}

// -----

llvm.func @nested_without_angle() {
  // expected-error@+2 {{expected '<'}}
  // expected-error@+1 {{failed to parse LoopAnnotationAttr parameter 'licm' which is to be a `LoopLICMAttr`}}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<licm = disable>}
^bb1:
  llvm.return
}

// -----

llvm.func @nested_wrong_kind() {
  // expected-error@+2 {{invalid kind of attribute specified}}
  // expected-error@+1 {{failed to parse LoopAnnotationAttr parameter 'unroll' which is to be a `LoopUnrollAttr`}}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<unroll = #llvm.loop_peeled<count = 2>>}
^bb1:
  llvm.return
}

// -----

llvm.func @deep_failure() {
  // expected-error@+5 {{expected attribute value}}
  // expected-error@+4 {{failed to parse LoopUnrollAndJamAttr parameter 'disable' which is to be a `BoolAttr`}}
  // expected-error@+3 {{failed to parse LoopAnnotationAttr parameter 'unrollAndJam' which is to be a `LoopUnrollAndJamAttr`}}
  // expected-error@+2 {{failed to parse LoopUnrollAttr parameter 'followupAll' which is to be a `LoopAnnotationAttr`}}
  // expected-error@+1 {{failed to parse LoopAnnotationAttr parameter 'unroll' which is to be a `LoopUnrollAttr`}}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<unroll = <followupAll = <unrollAndJam = <disable = >>>>}
^bb1:
  llvm.return
}

// -----

llvm.func @repeated_name() {
  // expected-error@+1 {{duplicate or unknown struct parameter name: isVectorized}}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<isVectorized = true, isVectorized = true>}
^bb1:
  llvm.return
}

// -----

llvm.func @not_an_annotation(%c : i1) {
  // expected-error@+1 {{'llvm.cond_br' op attribute 'loop_annotation' failed to satisfy constraint: }}
  llvm.cond_br %c, ^bb1, ^bb1 {loop_annotation = #llvm.loop_licm<disable = true>}
^bb1:
  llvm.return
}
