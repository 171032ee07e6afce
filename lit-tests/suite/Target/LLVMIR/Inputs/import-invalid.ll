; IR that LLVM's verifier rejects is not imported.
declare void @twice(ptr byval(i32) sret(i32))
