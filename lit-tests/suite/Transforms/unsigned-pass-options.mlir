// Unsigned pass options reject what LLVM's uint parser rejects, with its wording.
// RUN: not jopt %s -promote-buffers-to-stack=max-alloc-size-in-bytes=-3 2>&1 | jfilecheck %s --check-prefix=NEG
// RUN: not jopt %s -generate-runtime-verification=verbose-level=x 2>&1 | jfilecheck %s --check-prefix=WORD
// RUN: jopt %s -promote-buffers-to-stack=max-rank-of-allocated-memref=0 | jfilecheck %s --check-prefix=ZERO

// NEG: for the --max-alloc-size-in-bytes option: '-3' value invalid for uint argument!
// WORD: for the --verbose-level option: 'x' value invalid for uint argument!
// ZERO: memref.alloc(%{{.*}}) : memref<?xf32>
func.func @f(%m: memref<?xf32>) {
  %r = memref.rank %m : memref<?xf32>
  %a = memref.alloc(%r) : memref<?xf32>
  return
}
