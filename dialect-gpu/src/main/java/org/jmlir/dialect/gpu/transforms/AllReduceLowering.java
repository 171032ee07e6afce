package org.jmlir.dialect.gpu.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.arith.transforms.ArithBuilder;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.gpu.GpuEnumAttr;
import org.jmlir.dialect.gpu.GpuFuncOp;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.IRMapping;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;

/**
 * MLIR 22's in-dialect rewrites of gpu reductions and shuffles (populateGpuAllReducePatterns,
 * populateGpuShufflePatterns): a uniform {@code gpu.all_reduce} becomes a subgroup reduction by xor
 * shuffles, a workgroup buffer of 32 partial results, two barriers and a second subgroup reduction;
 * a 64-bit {@code gpu.shuffle} becomes two 32-bit ones.
 */
public final class AllReduceLowering {
  private AllReduceLowering() {}

  /** NVIDIA's subgroup (warp) size that the rewrite assumes, as MLIR does. */
  static final int SUBGROUP_SIZE = 32;

  /** The all-reduce rewrite (rooted at gpu.func, applied when every all_reduce in it is uniform). */
  public static RewritePattern allReducePattern() {
    return new NamedPattern(
        "GpuAllReduceRewrite",
        "gpu.func",
        1,
        (op, rw) -> {
          List<Operation> reductions = new ArrayList<>();
          boolean[] nonUniform = {false};
          op.walkPreOrder(
              o -> {
                if (o.name().equals("gpu.all_reduce")) {
                  nonUniform[0] |= o.inherentAttr("uniform") == null;
                  reductions.add(o);
                }
              });
          if (nonUniform[0] || reductions.isEmpty()) {
            return false;
          }
          for (Operation r : reductions) {
            new Rewriter((GpuFuncOp) op, r, rw).rewrite();
          }
          return true;
        });
  }

  /** The rewrite of 64-bit shuffles into two 32-bit ones (shifts and truncations, as clang emits). */
  public static RewritePattern shufflePattern() {
    return new NamedPattern(
        "GpuShuffleRewriter",
        "gpu.shuffle",
        1,
        (op, rw) -> {
          Value value = op.operand(0);
          Type type = value.type();
          boolean isFloat = type instanceof FloatType;
          int width = type instanceof IntegerType i ? i.width() : type instanceof FloatType f ? f.width() : 0;
          if (width != 64) {
            return false;
          }
          MLIRContext ctx = op.context();
          Type i32 = IntegerType.get(ctx, 32);
          Type i64 = IntegerType.get(ctx, 64);
          rw.setInsertionPoint(op);
          ArithBuilder vb = new ArithBuilder(rw, locationOf(value));
          ArithBuilder ob = new ArithBuilder(rw, op.location());
          if (isFloat) {
            value = vb.cast("arith.bitcast", i64, value);
          }
          Value lo = vb.cast("arith.trunci", i32, value);
          Value c32 = vb.intConst(i64, 32);
          Value hi = vb.cast("arith.trunci", i32, vb.same("arith.shrui", value, c32));
          Operation loShuffle = shuffle(ob, op, lo);
          Operation hiShuffle = shuffle(ob, op, hi);
          Value loWide = vb.cast("arith.extui", i64, loShuffle.result(0));
          Value hiWide = vb.same("arith.shli", vb.cast("arith.extui", i64, hiShuffle.result(0)), c32);
          Value joined = ob.same("arith.ori", hiWide, loWide);
          if (isFloat) {
            joined = vb.cast("arith.bitcast", type, joined);
          }
          Value valid = ob.same("arith.andi", loShuffle.result(1), hiShuffle.result(1));
          rw.replaceOp(op, List.of(joined, valid));
          return true;
        });
  }

  /** Where {@code v} is defined: its op's or block argument's location (MLIR's Value::getLoc). */
  static Location locationOf(Value v) {
    return v instanceof BlockArgument a ? a.location() : v.definingOp().location();
  }

  /** The arith op that combines two values of {@code type} for a reduction's kind (vector::makeArithReduction). */
  static String arithOpName(Operation reduction, Type type) {
    String kind = ((GpuEnumAttr) reduction.inherentAttr("op")).caseName();
    boolean isFloat = (type instanceof org.jmlir.ir.type.VectorType v ? v.elementType() : type) instanceof FloatType;
    return switch (kind) {
      case "add" -> isFloat ? "arith.addf" : "arith.addi";
      case "mul" -> isFloat ? "arith.mulf" : "arith.muli";
      case "and" -> "arith.andi";
      case "or" -> "arith.ori";
      case "xor" -> "arith.xori";
      default -> "arith." + kind;
    };
  }

  private static Operation shuffle(ArithBuilder b, Operation like, Value value) {
    return b.op(
        "gpu.shuffle",
        List.of(value.type(), IntegerType.get(b.context(), 1)),
        List.of(value, like.operand(1), like.operand(2)),
        "mode",
        like.inherentAttr("mode"));
  }

  /** Rewrites one all_reduce of a function (MLIR's GpuAllReduceRewriter). */
  private static final class Rewriter {
    private final GpuFuncOp func;
    private final Operation reduce;
    private final PatternRewriter rw;
    private final Location loc;
    private final Type valueType;
    private final MLIRContext ctx;
    private final Type i32;
    private final ArithBuilder b;

    /** Combines two values: a clone of the op's body or the arith op of its kind. */
    private interface Accumulator {
      Value apply(Value lhs, Value rhs);
    }

    Rewriter(GpuFuncOp func, Operation reduce, PatternRewriter rw) {
      this.func = func;
      this.reduce = reduce;
      this.rw = rw;
      this.loc = reduce.location();
      this.valueType = reduce.operand(0).type();
      this.ctx = reduce.context();
      this.i32 = IntegerType.get(ctx, 32);
      this.b = new ArithBuilder(rw, loc);
    }

    private Value dim(String op, String d) {
      Value v =
          b.op(op, List.of(IndexType.get(ctx)), List.of(), "dimension", GpuEnumAttr.get(ctx, GpuEnumAttr.Kind.DIM, d))
              .result(0);
      return b.cast("arith.index_cast", i32, v);
    }

    private Value i32(long v) {
      return b.intConst(i32, v);
    }

    void rewrite() {
      rw.setInsertionPoint(reduce);
      Value dimX = dim("gpu.block_dim", "x");
      Value dimY = dim("gpu.block_dim", "y");
      Value dimZ = dim("gpu.block_dim", "z");
      Value tidX = dim("gpu.thread_id", "x");
      Value tidY = dim("gpu.thread_id", "y");
      Value tidZ = dim("gpu.thread_id", "z");
      Value tmp1 = b.same("arith.muli", tidZ, dimY);
      Value tmp2 = b.same("arith.addi", tmp1, tidY);
      Value tmp3 = b.same("arith.muli", tmp2, dimX);
      Value tmp4 = b.same("arith.muli", dimX, dimY);
      Value invocation = b.same("arith.addi", tmp3, tidX);
      Value size = b.same("arith.muli", tmp4, dimZ);
      Value subgroupMask = i32(SUBGROUP_SIZE - 1);
      Value lane = b.same("arith.andi", invocation, subgroupMask);
      Value isFirstLane = b.cmpi("eq", lane, i32(0));
      Value before = b.same("arith.subi", invocation, lane);
      Value activeWidth = b.same("arith.subi", size, before);
      Accumulator acc = accumulator();
      Value partial = subgroupReduce(activeWidth, reduce.operand(0), acc);
      Value buffer = addWorkgroupBuffer();
      predicated(
          isFirstLane,
          () -> {
            Value subgroup = b.same("arith.divsi", invocation, i32(SUBGROUP_SIZE));
            Value index = b.cast("arith.index_cast", IndexType.get(ctx), subgroup);
            b.op("memref.store", List.of(), List.of(partial, buffer, index));
          });
      b.op("gpu.barrier", List.of(), List.of());
      Value biased = b.same("arith.addi", size, subgroupMask);
      Value subgroups = b.same("arith.divsi", biased, i32(SUBGROUP_SIZE));
      Value isValid = b.cmpi("slt", invocation, subgroups);
      Value zero = b.intConst(IndexType.get(ctx), 0);
      predicated(
          isValid,
          () -> {
            Value index = b.cast("arith.index_cast", IndexType.get(ctx), invocation);
            Value v = b.op("memref.load", List.of(valueType), List.of(buffer, index)).result(0);
            Value r = subgroupReduce(subgroups, v, acc);
            b.op("memref.store", List.of(), List.of(r, buffer, zero));
          });
      b.op("gpu.barrier", List.of(), List.of());
      Value result = b.op("memref.load", List.of(valueType), List.of(buffer, zero)).result(0);
      rw.replaceOp(reduce, List.of(result));
    }

    /** Adds a {@code memref<32xT, #gpu.address_space<workgroup>>} workgroup attribution to the function. */
    private Value addWorkgroupBuffer() {
      MemRefType type =
          MemRefType.get(
              ctx,
              new long[] {SUBGROUP_SIZE},
              valueType,
              null,
              GpuEnumAttr.get(ctx, GpuEnumAttr.Kind.ADDRESS_SPACE, "workgroup"));
      int count = func.numWorkgroupAttributions();
      int at = func.functionType().inputs().size() + count;
      func.setAttr(GpuFuncOp.NUM_WORKGROUP, IntegerAttr.get(ctx, IntegerType.get(ctx, 64), count + 1));
      return func.region(0).front().insertArgument(at, type, UnknownLoc.get(ctx));
    }

    private Accumulator accumulator() {
      Region body = reduce.region(0);
      if (!body.isEmpty() && !body.front().operations().isEmpty()) {
        return (lhs, rhs) -> inlineBody(body, lhs, rhs);
      }
      String name = arithOpName(reduce, valueType);
      return (lhs, rhs) -> b.same(name, lhs, rhs);
    }

    /** Clones the body between two halves of the current block; yields branch to the second half. */
    private Value inlineBody(Region body, Value lhs, Value rhs) {
      Block block = rw.insertionBlock();
      Block split = rw.splitBlock(block, rw.insertionPoint());
      IRMapping mapping = new IRMapping();
      mapping.map(body.front().argument(0), lhs);
      mapping.map(body.front().argument(1), rhs);
      Region parent = block.parent();
      List<Block> clones = new ArrayList<>();
      for (Block from : body.blocks()) {
        Block to = new Block();
        if (from != body.front()) {
          for (BlockArgument a : from.arguments()) {
            mapping.map(a, to.addArgument(a.type(), a.location()));
          }
        }
        mapping.map(from, to);
        parent.insertBlock(parent.indexOf(split), to);
        clones.add(to);
      }
      for (Block from : body.blocks()) {
        Block to = mapping.lookupOrDefault(from);
        for (Operation o : from.operations()) {
          Operation c = o.clone(mapping);
          to.append(c);
          for (int i = 0; i < o.numResults(); i++) {
            mapping.map(o.result(i), c.result(i));
          }
        }
      }
      rw.setInsertionPointToEnd(block);
      branch(clones.get(0), List.of());
      for (Block c : clones) {
        Operation t = c.terminator();
        if (t != null && t.name().equals("gpu.yield")) {
          rw.setInsertionPointToEnd(c);
          Value v = t.operand(0);
          rw.eraseOp(t);
          branch(split, List.of(v));
        }
      }
      rw.setInsertionPointToStart(split);
      return split.addArgument(lhs.type(), locationOf(lhs));
    }

    private void branch(Block dest, List<Value> args) {
      OperationState s = new OperationState(ctx, "cf.br", loc);
      s.addOperands(args).addSuccessor(dest);
      rw.create(s);
    }

    /**
     * {@code cf.cond_br %cond, ^then, ^else}; both branch to a continuation whose arguments take
     * the values the two builders return. The insertion point ends at the continuation's start.
     */
    private List<Value> createIf(Value cond, java.util.function.Supplier<List<Value>> then, java.util.function.Supplier<List<Value>> otherwise) {
      Block current = rw.insertionBlock();
      Block thenBlock = rw.splitBlock(current, rw.insertionPoint());
      Block elseBlock = rw.splitBlock(thenBlock, thenBlock.first());
      Block cont = rw.splitBlock(elseBlock, elseBlock.first());
      rw.setInsertionPointToEnd(current);
      OperationState s = new OperationState(ctx, "cf.cond_br", loc);
      s.addOperand(cond).addSuccessor(thenBlock).addSuccessor(elseBlock);
      s.addAttribute(OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(ctx, 1, 0, 0));
      rw.create(s);
      rw.setInsertionPointToStart(thenBlock);
      List<Value> thenValues = then.get();
      branch(cont, thenValues);
      rw.setInsertionPointToStart(elseBlock);
      List<Value> elseValues = otherwise.get();
      branch(cont, elseValues);
      rw.setInsertionPointToStart(cont);
      List<Value> args = new ArrayList<>();
      for (Value v : thenValues) {
        args.add(cont.addArgument(v.type(), locationOf(v)));
      }
      return args;
    }

    private void predicated(Value cond, Runnable body) {
      createIf(
          cond,
          () -> {
            body.run();
            return List.of();
          },
          List::of);
    }

    /**
     * Reduces {@code operand} over the first {@code activeWidth} lanes of the subgroup (all of them
     * when it is 32 or more); lane 0 gets the result.
     */
    private Value subgroupReduce(Value activeWidth, Value operand, Accumulator acc) {
      Value subgroupSize = i32(SUBGROUP_SIZE);
      Value partial = b.cmpi("slt", activeWidth, subgroupSize);
      return createIf(
              partial,
              () -> {
                Value value = operand;
                for (int i = 1; i < SUBGROUP_SIZE; i <<= 1) {
                  Value offset = i32(i);
                  Operation s = xorShuffle(value, offset, activeWidth);
                  Value current = value;
                  value = createIf(s.result(1), () -> List.of(acc.apply(current, s.result(0))), () -> List.of(current)).get(0);
                }
                return List.of(value);
              },
              () -> {
                Value value = operand;
                for (int i = 1; i < SUBGROUP_SIZE; i <<= 1) {
                  Value offset = i32(i);
                  Operation s = xorShuffle(value, offset, subgroupSize);
                  value = acc.apply(value, s.result(0));
                }
                return List.of(value);
              })
          .get(0);
    }

    private Operation xorShuffle(Value value, Value offset, Value width) {
      return b.op(
          "gpu.shuffle",
          List.of(valueType, IntegerType.get(ctx, 1)),
          List.of(value, offset, width),
          "mode",
          GpuEnumAttr.get(ctx, GpuEnumAttr.Kind.SHUFFLE_MODE, "xor"));
    }
  }
}
