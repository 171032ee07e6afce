package org.jmlir.conversion.complextollvm;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jmlir.conversion.arithtollvm.ArithToLlvm;
import org.jmlir.conversion.llvmcommon.LlvmBuilder;
import org.jmlir.conversion.llvmcommon.LlvmConversionPass;
import org.jmlir.conversion.llvmcommon.LlvmTypeConverter;
import org.jmlir.dialect.arith.FastMathFlagsAttr;
import org.jmlir.dialect.llvm.FastmathFlagsAttr;
import org.jmlir.dialect.llvm.LlvmOps;
import org.jmlir.dialect.llvm.LlvmStructType;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.rewrite.conversion.ConversionPattern;
import org.jmlir.ir.type.Type;

/**
 * {@code convert-complex-to-llvm}, as MLIR 22's ComplexToLLVM: a complex value is a literal struct
 * of its real and imaginary parts; create, constant, re, im, add, sub, mul, div (the textbook
 * formula, complex-range=basic) and abs lower to llvm ops, with the op's fast-math flags. Division
 * with complex-range=improved (Smith's algorithm) is not lowered here and stays.
 */
public final class ComplexToLlvm extends LlvmConversionPass {
  public ComplexToLlvm(PassOptions o) {
    super(o, Set.of("complex-range"), "convert-complex-to-llvm", "ConvertComplexToLLVMPass", "Convert Complex dialect to LLVM dialect");
  }

  @Override
  protected List<RewritePattern> patterns(LlvmTypeConverter converter) {
    String range = options().getEnum("complex-range", "basic", Set.of("basic", "improved", "none"));
    return patterns(converter, new ArrayList<>(), !range.equals("improved"));
  }

  /** Adds the complex-to-llvm patterns (division by the basic formula) to {@code out}. */
  public static List<RewritePattern> patterns(LlvmTypeConverter tc, List<RewritePattern> out) {
    return patterns(tc, out, true);
  }

  private static List<RewritePattern> patterns(LlvmTypeConverter tc, List<RewritePattern> out, boolean basicDivision) {
    out.add(ConversionPattern.of("complex.create", tc, (op, operands, rw) -> {
      Type t = tc.convertType(op.result(0).type());
      if (!(t instanceof LlvmStructType)) {
        return false;
      }
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      Value v = b.insertValue(b.poison(t), operands.get(0), 0);
      rw.replaceOp(op, List.of(b.insertValue(v, operands.get(1), 1)));
      return true;
    }));
    out.add(ConversionPattern.of("complex.constant", tc, (op, operands, rw) -> {
      Type t = tc.convertType(op.result(0).type());
      if (!(t instanceof LlvmStructType)) {
        return false;
      }
      rw.replaceOp(op, List.of(new LlvmBuilder(rw, op.location()).constant(t, op.inherentAttr("value"))));
      return true;
    }));
    for (String part : List.of("re", "im")) {
      out.add(ConversionPattern.of("complex." + part, tc, (op, operands, rw) -> {
        Type t = tc.convertType(op.result(0).type());
        if (!(operands.get(0).type() instanceof LlvmStructType) || t == null) {
          return false;
        }
        rw.replaceOp(op, List.of(new LlvmBuilder(rw, op.location()).extractValue(t, operands.get(0), part.equals("re") ? 0 : 1)));
        return true;
      }));
    }
    binary(tc, out, "complex.add", (b, f, a, c) -> List.of(b.binary(LlvmOps.FADD, a[0], c[0], FM, f), b.binary(LlvmOps.FADD, a[1], c[1], FM, f)));
    binary(tc, out, "complex.sub", (b, f, a, c) -> List.of(b.binary(LlvmOps.FSUB, a[0], c[0], FM, f), b.binary(LlvmOps.FSUB, a[1], c[1], FM, f)));
    binary(tc, out, "complex.mul", (b, f, a, c) -> {
      Value re = b.binary(LlvmOps.FSUB, b.binary(LlvmOps.FMUL, c[0], a[0], FM, f), b.binary(LlvmOps.FMUL, c[1], a[1], FM, f), FM, f);
      Value im = b.binary(LlvmOps.FADD, b.binary(LlvmOps.FMUL, a[1], c[0], FM, f), b.binary(LlvmOps.FMUL, a[0], c[1], FM, f), FM, f);
      return List.of(re, im);
    });
    if (basicDivision) {
      binary(tc, out, "complex.div", (b, f, a, c) -> {
        Value norm = b.binary(LlvmOps.FADD, b.binary(LlvmOps.FMUL, c[0], c[0], FM, f), b.binary(LlvmOps.FMUL, c[1], c[1], FM, f), FM, f);
        Value re = b.binary(LlvmOps.FADD, b.binary(LlvmOps.FMUL, a[0], c[0], FM, f), b.binary(LlvmOps.FMUL, a[1], c[1], FM, f), FM, f);
        Value im = b.binary(LlvmOps.FSUB, b.binary(LlvmOps.FMUL, a[1], c[0], FM, f), b.binary(LlvmOps.FMUL, a[0], c[1], FM, f), FM, f);
        return List.of(b.binary(LlvmOps.FDIV, re, norm, FM, f), b.binary(LlvmOps.FDIV, im, norm, FM, f));
      });
    }
    out.add(ConversionPattern.of("complex.abs", tc, (op, operands, rw) -> {
      if (!(operands.get(0).type() instanceof LlvmStructType s)) {
        return false;
      }
      Type elem = s.elementTypes().get(0);
      FastmathFlagsAttr f = fastmath(op);
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      Value re = b.extractValue(elem, operands.get(0), 0);
      Value im = b.extractValue(elem, operands.get(0), 1);
      Value norm = b.binary(LlvmOps.FADD, b.binary(LlvmOps.FMUL, re, re, FM, f), b.binary(LlvmOps.FMUL, im, im, FM, f), FM, f);
      OpDef sqrt = op.context().lookupOp("llvm.intr.sqrt");
      rw.replaceOp(op, List.of(b.value(sqrt, elem, List.of(norm), FM, f)));
      return true;
    }));
    return out;
  }

  private static final String FM = "fastmathFlags";

  /** The parts of a binary op's result from its operands' parts ({@code [re, im]} each). */
  private interface Parts {
    List<Value> build(LlvmBuilder b, FastmathFlagsAttr fastmath, Value[] lhs, Value[] rhs);
  }

  /** Both operands' parts read, a poison struct, the result's parts computed and inserted. */
  private static void binary(LlvmTypeConverter tc, List<RewritePattern> out, String name, Parts parts) {
    out.add(ConversionPattern.of(name, tc, (op, operands, rw) -> {
      if (!(tc.convertType(op.result(0).type()) instanceof LlvmStructType s)) {
        return false;
      }
      Type elem = s.elementTypes().get(0);
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      Value[] lhs = {b.extractValue(elem, operands.get(0), 0), b.extractValue(elem, operands.get(0), 1)};
      Value[] rhs = {b.extractValue(elem, operands.get(1), 0), b.extractValue(elem, operands.get(1), 1)};
      Value result = b.poison(s);
      List<Value> p = parts.build(b, fastmath(op), lhs, rhs);
      result = b.insertValue(result, p.get(0), 0);
      rw.replaceOp(op, List.of(b.insertValue(result, p.get(1), 1)));
      return true;
    }));
  }

  private static FastmathFlagsAttr fastmath(Operation op) {
    int f = op.inherentAttr("fastmath") instanceof FastMathFlagsAttr a ? ArithToLlvm.fastmath(a.flags()) : 0;
    return FastmathFlagsAttr.get(op.context(), f);
  }
}
