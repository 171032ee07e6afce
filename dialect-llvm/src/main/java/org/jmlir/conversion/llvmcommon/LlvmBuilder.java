package org.jmlir.conversion.llvmcommon;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.llvm.ConstantOp;
import org.jmlir.dialect.llvm.LlvmOps;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/** Builds llvm ops at a builder's insertion point: the small helpers every lowering uses. */
public final class LlvmBuilder {
  private final OpBuilder b;
  private final Location loc;
  private final MLIRContext ctx;

  public LlvmBuilder(OpBuilder b, Location loc) {
    this.b = b;
    this.loc = loc;
    this.ctx = b.context();
  }

  public MLIRContext context() {
    return ctx;
  }

  public Location loc() {
    return loc;
  }

  /** An op of {@code def} with operands, result types and properties (name/value pairs). */
  public Operation op(OpDef def, List<? extends Value> operands, List<Type> results, Object... props) {
    OperationState s = new OperationState(ctx, def, loc);
    s.addOperands(operands);
    s.addTypes(results);
    if (props.length > 0) {
      List<NamedAttribute> p = new ArrayList<>(props.length / 2);
      for (int i = 0; i < props.length; i += 2) {
        if (props[i + 1] != null) {
          p.add(new NamedAttribute((String) props[i], (Attribute) props[i + 1]));
        }
      }
      s.properties = DictionaryAttr.get(ctx, p);
    }
    return b.create(s);
  }

  /**
   * Adds {@code from}'s discardable attributes to {@code to} (MLIR's lowerings that build the llvm op
   * with the source op's attributes), keeping {@code to}'s own; returns {@code to}.
   */
  public static Operation passDiscardable(Operation from, Operation to) {
    if (from.attributes().isEmpty()) {
      return to;
    }
    List<NamedAttribute> all = new ArrayList<>(to.attributes().entries());
    for (NamedAttribute a : from.attributes().entries()) {
      all.removeIf(e -> e.name().equals(a.name()));
      all.add(a);
    }
    to.setAttributes(DictionaryAttr.get(to.context(), all));
    return to;
  }

  /** As above, for the op defining {@code to}; returns {@code to}. */
  public static Value passDiscardable(Operation from, Value to) {
    passDiscardable(from, to.definingOp());
    return to;
  }

  /** Inserts an op built elsewhere at the insertion point. */
  public Operation insert(Operation op) {
    return b.insert(op);
  }

  /** A one-result op. */
  public Value value(OpDef def, Type result, List<? extends Value> operands, Object... props) {
    return op(def, operands, List.of(result), props).result(0);
  }

  /** {@code llvm.mlir.constant(value) : type}. */
  public Value constant(Type type, Attribute value) {
    return value(ConstantOp.DEF, type, List.of(), "value", value);
  }

  /** An index constant as MLIR's lowerings build it: {@code llvm.mlir.constant(4 : index) : i64}. */
  public Value indexConstant(Type llvmIndex, long v) {
    return constant(llvmIndex, IntegerAttr.get(ctx, IndexType.get(ctx), v));
  }

  /** {@code llvm.mlir.constant(v : iN) : iN}. */
  public Value intConstant(Type intType, long v) {
    return constant(intType, IntegerAttr.get(ctx, intType, v));
  }

  public Value poison(Type t) {
    return value(LlvmOps.POISON, t, List.of());
  }

  public Value insertValue(Value container, Value v, long... position) {
    return value(LlvmOps.INSERTVALUE, container.type(), List.of(container, v), "position", i64Array(position));
  }

  public Value extractValue(Type result, Value container, long... position) {
    return value(LlvmOps.EXTRACTVALUE, result, List.of(container), "position", i64Array(position));
  }

  /**
   * MLIR's handleMultidimensionalVectors: {@code result} is an n-D vector's llvm type, nested arrays
   * of 1-D vectors; a poison of it gets, at each array position in row-major order, {@code oneD}
   * applied to that position's 1-D vectors of the operands (extracted in operand order; an operand
   * that is not an array is passed as it is), given the result's 1-D vector type.
   */
  public Value unrollNd(Type result, List<? extends Value> operands, java.util.function.BiFunction<Type, List<Value>, Value> oneD) {
    List<Long> dims = new java.util.ArrayList<>();
    Type row = result;
    while (row instanceof org.jmlir.dialect.llvm.LlvmArrayType a) {
      dims.add(a.numElements());
      row = a.elementType();
    }
    Value acc = poison(result);
    long[] pos = new long[dims.size()];
    long total = 1;
    for (long d : dims) {
      total *= d;
    }
    for (long k = 0; k < total; k++) {
      List<Value> rows = new java.util.ArrayList<>(operands.size());
      for (Value v : operands) {
        Type inner = v.type();
        for (int i = 0; i < pos.length && inner instanceof org.jmlir.dialect.llvm.LlvmArrayType a; i++) {
          inner = a.elementType();
        }
        rows.add(v.type() instanceof org.jmlir.dialect.llvm.LlvmArrayType ? extractValue(inner, v, pos.clone()) : v);
      }
      acc = insertValue(acc, oneD.apply(row, rows), pos.clone());
      for (int d = pos.length - 1; d >= 0; d--) {
        if (++pos[d] < dims.get(d)) {
          break;
        }
        pos[d] = 0;
      }
    }
    return acc;
  }

  public DenseArrayAttr i64Array(long... values) {
    return DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), values);
  }

  public DenseArrayAttr i32Array(long... values) {
    return DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), values);
  }

  /** A binary llvm op on two values of one type. */
  public Value binary(OpDef def, Value lhs, Value rhs, Object... props) {
    return value(def, lhs.type(), List.of(lhs, rhs), props);
  }

  /** Packs values into a struct through poison and insertvalue. */
  public Value pack(Type structType, List<? extends Value> values) {
    Value s = poison(structType);
    for (int i = 0; i < values.size(); i++) {
      s = insertValue(s, values.get(i), i);
    }
    return s;
  }
}
