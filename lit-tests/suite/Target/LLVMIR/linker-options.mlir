// llvm.linker_options: parsed and printed as mlir-opt 22, each one an operand of !llvm.linker.options.
// RUN: jopt %s | jfilecheck %s --check-prefix=RT
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

// RT: llvm.linker_options ["/DEFAULTLIB:", "libcmt"]
// RT: llvm.linker_options ["-lm"]
// CHECK: !llvm.linker.options = !{!0, !1}
// CHECK: !0 = !{!"/DEFAULTLIB:", !"libcmt"}
// CHECK: !1 = !{!"-lm"}
llvm.linker_options ["/DEFAULTLIB:", "libcmt"]
llvm.linker_options ["-lm"]
