package org.jmlir.translate.hlo;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * XLA's opcodes (hlo_opcode.h spellings) and the mhlo ops the element-wise ones import as. The
 * importer treats the others one by one.
 */
final class HloOpcodes {
  private HloOpcodes() {}

  /** Element-wise unary opcodes and their mhlo mnemonics. */
  static final Map<String, String> UNARY = new HashMap<>();

  /** Element-wise binary opcodes and their mhlo mnemonics. */
  static final Map<String, String> BINARY = new HashMap<>();

  static {
    for (String s : new String[] {
      "abs", "cbrt", "ceil", "cosine", "exponential", "floor", "imag", "log", "logistic", "not", "negate", "real",
      "rsqrt", "sign", "sine", "sqrt", "tan", "tanh", "erf", "acos", "acosh", "asin", "asinh", "atanh", "cosh", "sinh"
    }) {
      UNARY.put(s, s);
    }
    UNARY.put("exponential-minus-one", "exponential_minus_one");
    UNARY.put("is-finite", "is_finite");
    UNARY.put("log-plus-one", "log_plus_one");
    UNARY.put("round-nearest-afz", "round_nearest_afz");
    UNARY.put("round-nearest-even", "round_nearest_even");
    UNARY.put("count-leading-zeros", "count_leading_zeros");
    UNARY.put("popcnt", "popcnt");
    UNARY.put("copy", "copy");
    for (String s : new String[] {
      "add", "atan2", "complex", "divide", "maximum", "minimum", "multiply", "power", "remainder", "subtract", "and",
      "or", "xor"
    }) {
      BINARY.put(s, s);
    }
    BINARY.put("shift-left", "shift_left");
    BINARY.put("shift-right-arithmetic", "shift_right_arithmetic");
    BINARY.put("shift-right-logical", "shift_right_logical");
  }

  static final Set<String> OTHERS =
      Set.of(
          "parameter", "constant", "tuple", "get-tuple-element", "compare", "select", "clamp", "iota", "broadcast",
          "reshape", "transpose", "slice", "concatenate", "pad", "reverse", "dot", "convolution", "reduce",
          "reduce-window", "conditional", "while", "call", "fusion", "custom-call", "after-all", "sort", "gather",
          "scatter", "dynamic-slice", "dynamic-update-slice", "bitcast", "bitcast-convert", "convert",
          "get-dimension-size", "set-dimension-size", "opt-barrier", "rng", "rng-bit-generator", "rng-get-and-update-state",
          "reduce-precision", "map", "all-reduce", "all-reduce-start", "all-reduce-done", "all-gather",
          "all-gather-start", "all-gather-done", "all-to-all", "ragged-all-to-all", "collective-permute",
          "collective-permute-start", "collective-permute-done", "collective-broadcast", "reduce-scatter",
          "partition-id", "replica-id", "infeed", "outfeed", "send", "send-done", "recv", "recv-done", "cholesky",
          "triangular-solve", "fft", "batch-norm-training", "batch-norm-inference", "batch-norm-grad", "domain",
          "add-dependency", "async-start", "async-update", "async-done", "copy-start", "copy-done", "stochastic-convert",
          "select-and-scatter", "dynamic-reshape", "topk", "ragged-dot", "collective-reduce", "cross-program-prefetch");

  /** The HLO opcode of an element-wise mhlo/stablehlo mnemonic, or null. */
  static String reverse(String mnemonic) {
    for (Map<String, String> m : List.of(UNARY, BINARY)) {
      for (Map.Entry<String, String> e : m.entrySet()) {
        if (e.getValue().equals(mnemonic)) {
          return e.getKey();
        }
      }
    }
    return switch (mnemonic) {
      case "cosine" -> "cosine";
      default -> null;
    };
  }

  static boolean isKnown(String opcode) {
    return UNARY.containsKey(opcode) || BINARY.containsKey(opcode) || OTHERS.contains(opcode);
  }
}
