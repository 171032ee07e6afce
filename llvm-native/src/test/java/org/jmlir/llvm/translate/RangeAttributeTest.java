package org.jmlir.llvm.translate;

import static org.bytedeco.llvm.global.LLVM.*;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import org.bytedeco.javacpp.PointerPointer;
import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMModuleRef;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.jmlir.llvm.Llvm;
import org.junit.jupiter.api.Test;

/**
 * DialectTranslation.rangeAttribute: LLVM's range attribute from signed or unsigned bounds, printed
 * by LLVM as a signed range of the given width (so 2^31 as an i32 bound reads -2147483648).
 */
class RangeAttributeTest {
  @Test
  void boundsWrapToTheWidth() {
    Llvm.ensureInitialized();
    LLVMContextRef ctx = LLVMContextCreate();
    try {
      LLVMModuleRef m = LLVMModuleCreateWithNameInContext("r", ctx);
      LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
      LLVMTypeRef i128 = LLVMIntTypeInContext(ctx, 128);
      LLVMTypeRef fnType = LLVMFunctionType(i32, new PointerPointer<>(new LLVMTypeRef[] {i128}), 1, 0);
      LLVMValueRef fn = LLVMAddFunction(m, "f", fnType);
      LLVMAddAttributeAtIndex(fn, LLVMAttributeReturnIndex,
          DialectTranslation.rangeAttribute(ctx, 32, BigInteger.ONE, BigInteger.ONE.shiftLeft(31)));
      LLVMAddAttributeAtIndex(fn, 1,
          DialectTranslation.rangeAttribute(ctx, 128, BigInteger.valueOf(-5), BigInteger.ONE.shiftLeft(100)));
      String ir = Llvm.takeMessage(LLVMPrintModuleToString(m));
      assertTrue(ir.contains("declare range(i32 1, -2147483648) i32 @f(i128 range(i128 -5, 1267650600228229401496703205376))"), ir);
    } finally {
      LLVMContextDispose(ctx);
    }
  }
}
