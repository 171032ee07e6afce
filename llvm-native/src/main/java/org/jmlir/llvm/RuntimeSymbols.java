package org.jmlir.llvm;

import java.util.Set;

/**
 * The names of the runtime functions in jmlir's support module ({@link RuntimeIr}), and the module's
 * identity, without building its text: a JIT run asks for these on its start-up path (the support
 * object's file name, the program's declarations to bind), where making the module's ~27 KB of IR
 * text and hashing it cost ~5 ms of interpreted Java (BENCHMARKS.md, issue 12). {@link RuntimeIr}
 * makes the text only where it is compiled: at build time, or when no object code is found.
 */
final class RuntimeSymbols {
  private RuntimeSymbols() {}

  /**
   * The hash of {@link RuntimeIr#support()}'s text, in hex: it names the object code the build makes
   * ({@link SupportObject}), so that a support module changed without its object remade finds none.
   * The build's support-object step and RuntimeIrTest fail, giving the new value, when it is not the
   * text's; update it with every change of the support module.
   */
  static final String SUPPORT_ID = "56977b90";

  /** The C-stdio functions in the support module (RuntimeIr's, less {@link #WITH_PROGRAM}). */
  private static final Set<String> C_STDIO = Set.of("printI64", "printU64", "printF32", "printF64", "printOpen",
      "printClose", "printComma", "printNewline", "printString", "printCString", "printFlops", "rtclock",
      "_mlir_ciface_nanoTime", "mlirAlloc", "mlirAlignedAlloc", "mlirFree", "mlirAlignedFree");

  /**
   * The runtime functions compiled with the program that declares them, not in the support module:
   * their {@code fpext} from half is an instruction for hosts with F16C, but a call of compiler-rt's
   * {@code __extendhfsf2}, which no library of the process defines, in the support module's generic
   * x86-64 code.
   */
  static final Set<String> WITH_PROGRAM = Set.of("printF16", "printBF16");

  /** The element type suffixes of the memref printers' names. */
  private static final Set<String> ELEMS = Set.of("I8", "I16", "I32", "I64", "Ind", "F16", "BF16", "F32", "F64",
      "C32", "C64");

  /** Whether {@code symbol} is one of the functions in the support module ({@link #supportSymbol}). */
  static boolean inSupport(String symbol) {
    return C_STDIO.contains(symbol) || isMemrefFunction(symbol);
  }

  /**
   * Whether {@code symbol} is one of the memref printers or {@code memrefCopy}: {@code printMemref<E>},
   * {@code _mlir_ciface_printMemref<E>}, {@code _mlir_ciface_printMemrefShape<E>}, {@code
   * _mlir_ciface_printMemref1d<E>} (not for i16, f16, bf16), {@code _mlir_ciface_printMemref<r>dF32}
   * (r = 0, 2, 3, 4), {@code _mlir_ciface_printMemrefVector4x4xf32}.
   */
  static boolean isMemrefFunction(String symbol) {
    if (symbol.equals("memrefCopy")) {
      return true;
    }
    String rest;
    if (symbol.startsWith("printMemref")) {
      return ELEMS.contains(symbol.substring("printMemref".length()));
    }
    if (!symbol.startsWith("_mlir_ciface_printMemref")) {
      return false;
    }
    rest = symbol.substring("_mlir_ciface_printMemref".length());
    if (ELEMS.contains(rest)) {
      return true;
    }
    if (rest.startsWith("Shape")) {
      return ELEMS.contains(rest.substring(5));
    }
    if (rest.startsWith("1d")) {
      String e = rest.substring(2);
      return ELEMS.contains(e) && !e.equals("I16") && !e.equals("F16") && !e.equals("BF16");
    }
    return rest.equals("0dF32") || rest.equals("2dF32") || rest.equals("3dF32") || rest.equals("4dF32")
        || rest.equals("Vector4x4xf32");
  }

  /**
   * The symbol under which the support module defines the runtime function {@code symbol}: a JIT
   * binds a program's declaration of {@code symbol} to it (an absolute symbol), so the program never
   * compiles these functions itself and a program defining a function of the same name keeps its own.
   */
  static String supportSymbol(String symbol) {
    return "__jmlir_rt_" + symbol;
  }
}
