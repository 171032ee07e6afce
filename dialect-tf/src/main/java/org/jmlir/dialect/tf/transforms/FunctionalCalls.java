package org.jmlir.dialect.tf.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.func.CallOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * What the passes that rewrite tf.If/tf.While/tf.Case share: finding the functions they name,
 * calling them with {@code func.call}, and bridging differing types with {@code tf.Cast {Truncate =
 * false}} as TensorFlow's passes do.
 */
final class FunctionalCalls {
  private FunctionalCalls() {}

  /** The function {@code op}'s attribute {@code attr} names; null after reporting an error. */
  static Operation callee(Operation op, String attr) {
    if (!(op.attr(attr) instanceof SymbolRefAttr ref)) {
      op.emitOpError("requires attribute '" + attr + "'").report();
      return null;
    }
    return callee(op, ref, "'" + attr + "'");
  }

  /** The function {@code ref} names; null after reporting that {@code what} refers to none. */
  static Operation callee(Operation op, SymbolRefAttr ref, String what) {
    Operation table = op.parentWithTrait(Trait.SYMBOL_TABLE);
    Operation f = table == null ? null : SymbolTable.lookupSymbolIn(table, ref);
    if (f == null || !(f.attr("function_type") instanceof TypeAttr t) || !(t.value() instanceof FunctionType)) {
      op.emitOpError(what + " refers to an undefined function").report();
      return null;
    }
    return f;
  }

  static FunctionType typeOf(Operation func) {
    return (FunctionType) ((TypeAttr) func.attr("function_type")).value();
  }

  static Operation append(Block b, OperationState s) {
    Operation op = Operation.create(s);
    b.append(op);
    return op;
  }

  /** {@code tf.Cast {Truncate = false}} of {@code v} to {@code t}, not yet in a block. */
  static Operation cast(MLIRContext ctx, Value v, Type t, Location loc) {
    OperationState s = new OperationState(ctx, ctx.opDef("tf.Cast"), loc);
    s.addOperand(v).addType(t).addAttribute("Truncate", IntegerAttr.bool(ctx, false));
    return Operation.create(s);
  }

  /** {@code tf.ToBool} of {@code v}, a {@code tensor<i1>}, not yet in a block. */
  static Operation toBool(MLIRContext ctx, Value v, Location loc) {
    Type scalar = RankedTensorType.get(ctx, new long[0], IntegerType.get(ctx, 1), null);
    OperationState s = new OperationState(ctx, ctx.opDef("tf.ToBool"), loc);
    s.addOperand(v).addType(scalar);
    return Operation.create(s);
  }

  /** Each value, cast at the end of {@code at} to the matching type where they differ. */
  static List<Value> castAll(MLIRContext ctx, Block at, Location loc, List<? extends Value> values, List<Type> types) {
    List<Value> out = new ArrayList<>(values.size());
    for (int i = 0; i < values.size(); i++) {
      Value v = values.get(i);
      Type t = types.get(i);
      if (v.type().equals(t)) {
        out.add(v);
        continue;
      }
      Operation c = cast(ctx, v, t, loc);
      at.append(c);
      out.add(c.result(0));
    }
    return out;
  }

  /** {@code func.call @func(args)} at the end of {@code at}; its results. */
  static List<Value> call(Block at, Location loc, Operation func, List<Value> args) {
    MLIRContext ctx = func.context();
    OperationState s = new OperationState(ctx, CallOp.DEF, loc);
    s.addOperands(args).addTypes(typeOf(func).results());
    s.addAttribute("callee", SymbolRefAttr.get(ctx, SymbolTable.symbolName(func)));
    return new ArrayList<>(append(at, s).results());
  }
}
