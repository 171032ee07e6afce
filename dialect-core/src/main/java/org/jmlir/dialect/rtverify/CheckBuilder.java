package org.jmlir.dialect.rtverify;

import java.util.List;
import org.jmlir.dialect.arith.ArithAttrs;
import org.jmlir.dialect.arith.ArithDialect;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * Builds the checks of one op in front of it, as MLIR's OpBuilder does: {@link #create} always
 * inserts; {@link #createOrFold} folds the new op when it can (a constant result is materialized
 * where the op was, an in-place fold keeps the op).
 */
public final class CheckBuilder {
  final PatternRewriter rw;
  final MLIRContext ctx;
  final Location loc;

  CheckBuilder(PatternRewriter rw, Location loc) {
    this.rw = rw;
    this.ctx = rw.context();
    this.loc = loc;
  }

  /** The rewriter that inserts the checks (its insertion point may move into a region). */
  public PatternRewriter rewriter() {
    return rw;
  }

  public Operation create(String name, List<Value> operands, List<Type> types, Object... attrs) {
    OperationState s = new OperationState(ctx, name, loc);
    s.addOperands(operands).addTypes(types);
    for (int i = 0; i < attrs.length; i += 2) {
      s.addAttribute((String) attrs[i], (Attribute) attrs[i + 1]);
    }
    return rw.create(s);
  }

  public Value create1(String name, Type type, Value... operands) {
    return create(name, List.of(operands), List.of(type)).result(0);
  }

  public Value createOrFold(String name, Type type, List<Value> operands, Object... attrs) {
    Operation op = create(name, operands, List.of(type), attrs);
    // An in-place fold (a commutative op's constant moved to the right) may enable the op's own
    // fold: mlir-opt 22 turns andi(true, x) into x here.
    List<OpFoldResult> folded = OperationFolder.fold(op);
    for (int round = 0; folded != null && folded.isEmpty() && round < 4; round++) {
      folded = OperationFolder.fold(op);
    }
    if (folded == null || folded.isEmpty()) {
      return op.result(0);
    }
    Value v;
    switch (folded.get(0)) {
      case OpFoldResult.Folded(Value f) -> v = f;
      case OpFoldResult.Constant(Attribute a) -> {
        Dialect d = ctx.getOrLoadDialect(op.def().dialectNamespace());
        Operation c = d == null ? null : d.materializeConstant(a, type, loc);
        if (c == null) {
          c = ctx.getOrLoadDialect(ArithDialect.NAMESPACE).materializeConstant(a, type, loc);
        }
        if (c == null) {
          return op.result(0);
        }
        rw.insert(c);
        v = c.result(0);
      }
    }
    op.erase();
    return v;
  }

  public Type index() {
    return IndexType.get(ctx);
  }

  public Type i1() {
    return IntegerType.get(ctx, 1);
  }

  /** {@code arith.constant N : index}, always a new op (ConstantIndexOp::create). */
  public Value constantIndex(long n) {
    return create("arith.constant", List.of(), List.of(index()), "value", IntegerAttr.get(ctx, index(), n)).result(0);
  }

  Value constantBool(boolean b) {
    return create("arith.constant", List.of(), List.of(i1()), "value", IntegerAttr.bool(ctx, b)).result(0);
  }

  /** {@code memref.dim} / {@code tensor.dim} of a constant dimension: the index constant first, then the dim. */
  public Value dim(String name, Value source, long dim, boolean fold) {
    Value index = constantIndex(dim);
    return fold ? createOrFold(name, index(), List.of(source, index)) : create1(name, index(), source, index);
  }

  Value cmpi(String predicate, Value a, Value b, boolean fold) {
    Object[] attrs = {"predicate", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), ArithAttrs.CMPI_PREDICATES.indexOf(predicate))};
    return fold ? createOrFold("arith.cmpi", i1(), List.of(a, b), attrs) : create("arith.cmpi", List.of(a, b), List.of(i1()), attrs).result(0);
  }

  Value andi(Value a, Value b, boolean fold) {
    return fold ? createOrFold("arith.andi", a.type(), List.of(a, b)) : create1("arith.andi", a.type(), a, b);
  }

  /** {@code lb <= value < ub}, every step folded where it can be (MLIR's generateInBoundsCheck). */
  Value inBounds(Value value, Value lb, Value ub) {
    Value ge = cmpi("sge", value, lb, true);
    Value lt = cmpi("slt", value, ub, true);
    return andi(ge, lt, true);
  }

  public void assertOp(Value cond, String message) {
    create("cf.assert", List.of(cond), List.of(), "msg", StringAttr.get(ctx, message));
  }
}
