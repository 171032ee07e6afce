package org.jmlir.conversion.affinetostandard;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.arith.ArithAttrs;
import org.jmlir.dialect.arith.IntegerOverflowFlagsAttr;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineBinaryExpr;
import org.jmlir.ir.affine.AffineConstantExpr;
import org.jmlir.ir.affine.AffineDimExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.affine.AffineSymbolExpr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * Emits arith ops computing affine expressions on index values (MLIR's AffineApplyExpander and
 * expandAffineMap): additions and multiplications directly, mod/floordiv/ceildiv by a positive
 * constant with the sign corrections upstream uses, each constant a fresh {@code arith.constant}.
 */
public final class AffineExpander {
  private final PatternRewriter rewriter;
  private final MLIRContext ctx;

  public AffineExpander(PatternRewriter rewriter) {
    this.rewriter = rewriter;
    this.ctx = rewriter.context();
  }

  public PatternRewriter rewriter() {
    return rewriter;
  }

  /** The values of {@code map}'s results on {@code operands} (dims first, then symbols). */
  public List<Value> expandMap(Location loc, AffineMap map, List<? extends Value> operands) {
    List<Value> dims = new ArrayList<>(operands.subList(0, map.numDims()));
    List<Value> syms = new ArrayList<>(operands.subList(map.numDims(), operands.size()));
    List<Value> out = new ArrayList<>();
    for (AffineExpr e : map.results()) {
      out.add(expand(loc, e, dims, syms));
    }
    return out;
  }

  /** The greatest (max) or least (min) of the map's results, chained with arith.maxsi/minsi. */
  public Value expandMinMax(Location loc, AffineMap map, List<? extends Value> operands, boolean max) {
    List<Value> values = expandMap(loc, map, operands);
    Value v = values.get(0);
    for (int i = 1; i < values.size(); i++) {
      v = binary(loc, max ? "arith.maxsi" : "arith.minsi", v, values.get(i));
    }
    return v;
  }

  public Value expand(Location loc, AffineExpr e, List<Value> dims, List<Value> syms) {
    return switch (e) {
      case AffineDimExpr d -> dims.get(d.position());
      case AffineSymbolExpr s -> syms.get(s.position());
      case AffineConstantExpr c -> constantIndex(loc, c.value());
      case AffineBinaryExpr b -> {
        Value lhs = expand(loc, b.lhs(), dims, syms);
        Value rhs = expand(loc, b.rhs(), dims, syms);
        yield switch (b.kind()) {
          case ADD -> binary(loc, "arith.addi", lhs, rhs);
          case MUL -> mulNsw(loc, lhs, rhs);
          case MOD -> mod(loc, lhs, rhs);
          case FLOOR_DIV -> floorDiv(loc, lhs, rhs);
          case CEIL_DIV -> ceilDiv(loc, lhs, rhs);
          default -> throw new IllegalStateException();
        };
      }
    };
  }

  /** {@code rem = lhs remsi rhs; rem < 0 ? rem + rhs : rem}. */
  private Value mod(Location loc, Value lhs, Value rhs) {
    Value rem = binary(loc, "arith.remsi", lhs, rhs);
    Value zero = constantIndex(loc, 0);
    Value negative = cmpi(loc, "slt", rem, zero);
    Value corrected = binary(loc, "arith.addi", rem, rhs);
    return select(loc, negative, corrected, rem);
  }

  /** {@code lhs < 0 ? -1 - ((-1 - lhs) divsi rhs) : lhs divsi rhs}. */
  private Value floorDiv(Location loc, Value lhs, Value rhs) {
    Value zero = constantIndex(loc, 0);
    Value minusOne = constantIndex(loc, -1);
    Value negative = cmpi(loc, "slt", lhs, zero);
    Value negatedDecremented = binary(loc, "arith.subi", minusOne, lhs);
    Value dividend = select(loc, negative, negatedDecremented, lhs);
    Value quotient = binary(loc, "arith.divsi", dividend, rhs);
    Value corrected = binary(loc, "arith.subi", minusOne, quotient);
    return select(loc, negative, corrected, quotient);
  }

  /** {@code lhs <= 0 ? -((-lhs) divsi rhs) : ((lhs - 1) divsi rhs) + 1}. */
  private Value ceilDiv(Location loc, Value lhs, Value rhs) {
    Value zero = constantIndex(loc, 0);
    Value one = constantIndex(loc, 1);
    Value nonPositive = cmpi(loc, "sle", lhs, zero);
    Value negated = binary(loc, "arith.subi", zero, lhs);
    Value decremented = binary(loc, "arith.subi", lhs, one);
    Value dividend = select(loc, nonPositive, negated, decremented);
    Value quotient = binary(loc, "arith.divsi", dividend, rhs);
    Value negatedQuotient = binary(loc, "arith.subi", zero, quotient);
    Value incremented = binary(loc, "arith.addi", quotient, one);
    return select(loc, nonPositive, negatedQuotient, incremented);
  }

  // ---- op builders ---------------------------------------------------------------------------

  private OperationState state(String name, Location loc) {
    return new OperationState(ctx, ctx.opDef(name), loc);
  }

  public Value constantIndex(Location loc, long v) {
    return constant(loc, IntegerAttr.get(ctx, IndexType.get(ctx), v));
  }

  public Value constant(Location loc, org.jmlir.ir.attr.TypedAttr value) {
    OperationState s = state("arith.constant", loc);
    s.addAttribute("value", value);
    s.addType(value.type());
    return rewriter.create(s).result(0);
  }

  public Value binary(Location loc, String name, Value a, Value b) {
    OperationState s = state(name, loc);
    s.addOperand(a).addOperand(b).addType(a.type());
    return rewriter.create(s).result(0);
  }

  private Value mulNsw(Location loc, Value a, Value b) {
    OperationState s = state("arith.muli", loc);
    s.addOperand(a).addOperand(b).addType(a.type());
    s.addAttribute("overflowFlags", IntegerOverflowFlagsAttr.get(ctx, 1));
    return rewriter.create(s).result(0);
  }

  public Value cmpi(Location loc, String predicate, Value a, Value b) {
    OperationState s = state("arith.cmpi", loc);
    s.addOperand(a).addOperand(b).addType(IntegerType.get(ctx, 1));
    s.addAttribute("predicate", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), ArithAttrs.CMPI_PREDICATES.indexOf(predicate)));
    return rewriter.create(s).result(0);
  }

  public Value select(Location loc, Value c, Value t, Value f) {
    OperationState s = state("arith.select", loc);
    s.addOperand(c).addOperand(t).addOperand(f).addType(t.type());
    return rewriter.create(s).result(0);
  }

  /** Creates {@code name} with the given operands and result types. */
  public Operation create(Location loc, String name, List<? extends Value> operands, List<? extends Type> types) {
    OperationState s = state(name, loc);
    s.addOperands(operands);
    for (Type t : types) {
      s.addType(t);
    }
    return rewriter.create(s);
  }
}
