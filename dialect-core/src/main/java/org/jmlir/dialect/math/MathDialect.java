package org.jmlir.dialect.math;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.type.Type;

/** The math dialect: elementwise math functions on scalars, vectors and tensors (MLIR 22's MathOps.td). */
public final class MathDialect extends Dialect {
  public static final String NAMESPACE = "math";

  public MathDialect() {
    super(NAMESPACE);
    addInterface(org.jmlir.ir.interfaces.DialectInlinerInterface.class, org.jmlir.ir.interfaces.LegalOpsInlinerInterface.OPS);
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

  /** Matches MLIR's MathDialect::materializeConstant: constants are arith's ({@code arith.constant}). */
  @Override
  public Operation materializeConstant(Attribute value, Type type, Location loc) {
    Dialect arith = context().getOrLoadDialect("arith");
    return arith == null ? null : arith.materializeConstant(value, type, loc);
  }
}
