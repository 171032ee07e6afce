package org.jmlir.conversion.vectortollvm;

import org.jmlir.ir.type.FloatType;

/** LLVM's {@code APFloatBase::Semantics} numbers of MLIR's float types (the APFloat runtime's first argument). */
public final class ApFloat {
  private ApFloat() {}

  /** The semantics number of {@code f}, or -1. */
  public static int semantics(FloatType f) {
    return switch (f.kind()) {
      case F16 -> 0;
      case BF16 -> 1;
      case F32 -> 2;
      case F64 -> 3;
      case F128 -> 4;
      case F8E5M2 -> 7;
      case F8E5M2FNUZ -> 8;
      case F8E4M3 -> 9;
      case F8E4M3FN -> 10;
      case F8E4M3FNUZ -> 11;
      case F8E4M3B11FNUZ -> 12;
      case F8E3M4 -> 13;
      case TF32 -> 14;
      case F8E8M0FNU -> 15;
      case F6E3M2FN -> 16;
      case F6E2M3FN -> 17;
      case F4E2M1FN -> 18;
      case F80 -> 19;
    };
  }

  /** Whether LLVM has a type for {@code f} (it is not lowered to an integer). */
  public static boolean isNative(FloatType f) {
    return switch (f.kind()) {
      case F16, BF16, F32, F64, F80, F128 -> true;
      default -> false;
    };
  }
}
