package org.jmlir.dialect.math;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;

/** The math dialect: elementwise math functions on scalars, vectors and tensors (MLIR 22's MathOps.td). */
public final class MathDialect extends Dialect {
  public static final String NAMESPACE = "math";

  public MathDialect() {
    super(NAMESPACE);
  }

  @Override
  public List<OpDef> operations() {
    List<OpDef> ops = new ArrayList<>(FloatUnaryOp.ALL);
    ops.addAll(FloatBinaryOp.ALL);
    ops.addAll(IntegerUnaryOp.ALL);
    ops.addAll(ClassificationOp.ALL);
    ops.add(FmaOp.DEF);
    ops.add(IPowIOp.DEF);
    ops.add(FPowIOp.DEF);
    ops.add(SincosOp.DEF);
    ops.add(ClampFOp.DEF);
    return ops;
  }
}
