package org.jmlir.compiler;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.jmlir.dialect.arith.transforms.ArithBuilder;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.Type;

/**
 * The builder the compiler emits host code and loop nests with: arith through {@link ArithBuilder},
 * scf loops and ifs, memref loads and stores, all at one location and one insertion point.
 */
final class Emitter {
  final MLIRContext ctx;
  final OpBuilder b;
  ArithBuilder a;
  private Location loc;

  Emitter(MLIRContext ctx, Location loc) {
    this.ctx = ctx;
    this.b = new OpBuilder(ctx);
    at(loc);
  }

  /** Emits at {@code loc} from now on. */
  void at(Location l) {
    loc = l;
    a = new ArithBuilder(b, l);
  }

  Location loc() {
    return loc;
  }

  Type index() {
    return IndexType.get(ctx);
  }

  Value cIndex(long v) {
    return a.constant(IntegerAttr.get(ctx, index(), v));
  }

  Value op(String name, Type result, Value... operands) {
    return a.op(name, result == null ? List.of() : List.of(result), List.of(operands)).result(0);
  }

  Operation opN(String name, List<Type> results, List<Value> operands, Object... props) {
    return a.op(name, results, operands, props);
  }

  /** {@code scf.for %i = lb to ub step 1 iter_args(inits)}: the body gets (i, iters) and yields the new iters. */
  List<Value> forLoop(Value lb, Value ub, List<Value> inits, Function<List<Value>, List<Value>> body) {
    OperationState s = new OperationState(ctx, ctx.opDef("scf.for"), loc);
    s.addOperand(lb).addOperand(ub).addOperand(cIndex(1)).addOperands(inits);
    for (Value v : inits) {
      s.addType(v.type());
    }
    Region r = s.addRegion();
    Block blk = new Block();
    r.addBlock(blk);
    List<Value> args = new ArrayList<>();
    args.add(blk.addArgument(index(), loc));
    for (Value v : inits) {
      args.add(blk.addArgument(v.type(), loc));
    }
    Operation loop = b.create(s);
    Block outer = b.insertionBlock();
    Operation outerPoint = b.insertionPoint();
    b.setInsertionPointToEnd(blk);
    List<Value> yielded = body.apply(args);
    a.op("scf.yield", List.of(), yielded);
    restore(outer, outerPoint, loop);
    return new ArrayList<>(loop.results());
  }

  /**
   * {@code scf.while} carrying {@code inits}: {@code cond} gets the carried values and returns the
   * i1 that continues the loop (they pass on unchanged); {@code body} gets them and yields the next.
   */
  List<Value> whileLoop(List<Value> inits, Function<List<Value>, Value> cond, Function<List<Value>, List<Value>> body) {
    OperationState s = new OperationState(ctx, ctx.opDef("scf.while"), loc);
    s.addOperands(inits);
    Block before = new Block();
    s.addRegion().addBlock(before);
    Block after = new Block();
    s.addRegion().addBlock(after);
    for (Value v : inits) {
      s.addType(v.type());
      before.addArgument(v.type(), loc);
      after.addArgument(v.type(), loc);
    }
    Operation loop = b.create(s);
    Block outer = b.insertionBlock();
    Operation outerPoint = b.insertionPoint();
    b.setInsertionPointToEnd(before);
    List<Value> condArgs = new ArrayList<>();
    condArgs.add(cond.apply(new ArrayList<>(before.arguments())));
    condArgs.addAll(before.arguments());
    a.op("scf.condition", List.of(), condArgs);
    b.setInsertionPointToEnd(after);
    a.op("scf.yield", List.of(), body.apply(new ArrayList<>(after.arguments())));
    restore(outer, outerPoint, loop);
    return new ArrayList<>(loop.results());
  }

  /** {@code scf.if} with results of {@code types}; each branch yields its values. */
  List<Value> ifThenElse(Value cond, List<Type> types, java.util.function.Supplier<List<Value>> then,
      java.util.function.Supplier<List<Value>> otherwise) {
    OperationState s = new OperationState(ctx, ctx.opDef("scf.if"), loc);
    s.addOperand(cond).addTypes(types);
    Block t = new Block();
    s.addRegion().addBlock(t);
    Block e = new Block();
    s.addRegion().addBlock(e);
    Operation op = b.create(s);
    Block outer = b.insertionBlock();
    Operation outerPoint = b.insertionPoint();
    b.setInsertionPointToEnd(t);
    a.op("scf.yield", List.of(), then.get());
    b.setInsertionPointToEnd(e);
    a.op("scf.yield", List.of(), otherwise.get());
    restore(outer, outerPoint, op);
    return new ArrayList<>(op.results());
  }

  private void restore(Block outer, Operation point, Operation created) {
    if (point != null) {
      b.setInsertionPoint(point);
    } else {
      b.setInsertionPointToEnd(outer);
    }
  }

  /** A loop nest over {@code sizes} (index values); {@code body} gets the induction variables. */
  void loopNest(List<Value> sizes, java.util.function.Consumer<List<Value>> body) {
    nest(sizes, 0, new ArrayList<>(), body);
  }

  private void nest(List<Value> sizes, int d, List<Value> ivs, java.util.function.Consumer<List<Value>> body) {
    if (d == sizes.size()) {
      body.accept(ivs);
      return;
    }
    forLoop(cIndex(0), sizes.get(d), List.of(), args -> {
      List<Value> next = new ArrayList<>(ivs);
      next.add(args.get(0));
      nest(sizes, d + 1, next, body);
      return List.of();
    });
  }

  Value load(Value memref, List<Value> idx, Type elem) {
    List<Value> ops = new ArrayList<>();
    ops.add(memref);
    ops.addAll(idx);
    return a.op("memref.load", List.of(elem), ops).result(0);
  }

  void store(Value v, Value memref, List<Value> idx) {
    List<Value> ops = new ArrayList<>();
    ops.add(v);
    ops.add(memref);
    ops.addAll(idx);
    a.op("memref.store", List.of(), ops);
  }

  Value addi(Value x, Value y) {
    return a.same("arith.addi", x, y);
  }

  Value muli(Value x, Value y) {
    return a.same("arith.muli", x, y);
  }

  Value subi(Value x, Value y) {
    return a.same("arith.subi", x, y);
  }
}
