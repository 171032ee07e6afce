package org.jmlir.dialect.scf;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.utils.DynamicIndexList;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.dialect.utils.ShapedFolds;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.Argument;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.ParseException;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code %r = scf.forall (%i, %j) in (%n, 4) shared_outs(%o = %t) -> (tensor<8xf32>) { ... }}: a
 * parallel loop over a mixed static/dynamic iteration space, optionally with lower bounds and steps
 * ({@code = (lb) to (ub) step (s)}), whose body ends with scf.forall.in_parallel.
 */
public final class ForallOp extends Operation implements ScfOp {
  static final String LB = "staticLowerBound";
  static final String UB = "staticUpperBound";
  static final String STEP = "staticStep";

  /** MLIR's AnyRankedTensor. */
  static final TypeConstraint ANY_RANKED_TENSOR =
      new TypeConstraint("ranked tensor of any type values", t -> t instanceof RankedTensorType);

  /** MLIR's DeviceMappingArrayAttr (an array of device mapping attributes). */
  static final AttrConstraint DEVICE_MAPPING_ARRAY =
      AttrConstraint.of("Device Mapping array attribute", a -> a instanceof org.jmlir.ir.attr.ArrayAttr);

  private static final List<String> ELIDED = List.of(OpSpec.OPERAND_SEGMENTS, LB, UB, STEP);

  public static final OpDef DEF =
      OpSpec.define("scf.forall", ForallOp::new)
          .variadicOperand("dynamicLowerBound", TypeConstraint.INDEX)
          .variadicOperand("dynamicUpperBound", TypeConstraint.INDEX)
          .variadicOperand("dynamicStep", TypeConstraint.INDEX)
          .variadicOperand("outputs", ANY_RANKED_TENSOR)
          // MLIR 22 default-initializes the segment sizes to zeros when the property is missing.
          .defaultAttr(
              OpSpec.OPERAND_SEGMENTS, ParallelOp.SEGMENT_SIZES, ctx -> OperandSegments.sizesAttr(ctx, 0, 0, 0, 0))
          .attr(LB, IndexSwitchOp.DENSE_I64_ARRAY)
          .attr(UB, IndexSwitchOp.DENSE_I64_ARRAY)
          .attr(STEP, IndexSwitchOp.DENSE_I64_ARRAY)
          .optionalAttr("mapping", DEVICE_MAPPING_ARRAY)
          .variadicResult("results", TypeConstraint.ANY)
          .sizedRegion("region", 1)
          .traits(Trait.AUTOMATIC_ALLOCATION_SCOPE, Trait.RECURSIVE_MEMORY_EFFECTS, Trait.SINGLE_BLOCK)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  parseForall(p, state);
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  printForall((ForallOp) op, p);
                }
              })
          .verifier(ForallOp::verify)
          .extension(
              org.jmlir.ir.rewrite.CanonicalizationPatterns.class,
              new org.jmlir.ir.rewrite.CanonicalizationPatterns(java.util.List.of(
                  new org.jmlir.dialect.fold.NamedPattern("ForallOpControlOperandsFolder", "scf.forall", 1,
                      ForallOp::foldConstantControlOperands))))
          .extension(org.jmlir.ir.interfaces.LoopLikeOpInterface.class, op -> op.regions())
          .build();

  private ForallOp() {}

  /**
   * MLIR's ForallOpControlOperandsFolder (ForallOp::fold): dynamic bounds and steps that are constants
   * become static values, {@code (%c0) to (%c512)} printing as {@code (0) to (512)}.
   */
  private static boolean foldConstantControlOperands(Operation op, org.jmlir.ir.rewrite.PatternRewriter rw) {
    ForallOp f = (ForallOp) op;
    String[] names = {LB, UB, STEP};
    long[][] statics = new long[3][];
    List<List<Value>> dynamics = new java.util.ArrayList<>();
    boolean changed = false;
    for (int g = 0; g < 3; g++) {
      statics[g] = f.statics(names[g]).clone();
      List<Value> dyn = new java.util.ArrayList<>();
      changed |= ShapedFolds.foldConstantIndices(statics[g], f.group(g), dyn, false);
      dynamics.add(dyn);
    }
    if (!changed) {
      return false;
    }
    List<Value> outputs = f.outputs();
    List<Value> operands = new java.util.ArrayList<>();
    dynamics.forEach(operands::addAll);
    operands.addAll(outputs);
    rw.modifyOpInPlace(op, () -> {
      op.setOperands(operands);
      for (int g = 0; g < 3; g++) {
        op.setAttr(names[g], DynamicIndexList.toAttr(op.context(), statics[g]));
      }
      op.setAttr(OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(op.context(),
          dynamics.get(0).size(), dynamics.get(1).size(), dynamics.get(2).size(), outputs.size()));
    });
    return true;
  }

  public int rank() {
    return statics(LB).length;
  }

  public List<Value> outputs() {
    return group(3);
  }

  /** The lower bounds: static values, {@code ShapedType.DYNAMIC} where {@link #dynamicLowerBound()} has one. */
  public long[] staticLowerBound() {
    return statics(LB);
  }

  public long[] staticUpperBound() {
    return statics(UB);
  }

  public long[] staticStep() {
    return statics(STEP);
  }

  public List<Value> dynamicLowerBound() {
    return group(0);
  }

  public List<Value> dynamicUpperBound() {
    return group(1);
  }

  public List<Value> dynamicStep() {
    return group(2);
  }

  /** Operand group {@code index}: dynamic lower bounds, upper bounds, steps, outputs. */
  List<Value> group(int index) {
    return DEF.extension(OpSpec.class).operandGroup(this, index);
  }

  public Block body() {
    return region(0).front();
  }

  public List<BlockArgument> regionOutArgs() {
    List<BlockArgument> args = body().arguments();
    int rank = rank();
    return rank <= args.size() ? args.subList(rank, args.size()) : List.of();
  }

  long[] statics(String name) {
    Attribute a = inherentAttr(name);
    if (!(a instanceof DenseArrayAttr d)) {
      return new long[0];
    }
    long[] out = new long[d.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = d.rawValue(i);
    }
    return out;
  }

  /** Whether all lower bounds are the constant 0 and all steps the constant 1 (printed as {@code in (...)}). */
  boolean isNormalized() {
    for (long v : statics(LB)) {
      if (v != 0) {
        return false;
      }
    }
    for (long v : statics(STEP)) {
      if (v != 1) {
        return false;
      }
    }
    return true;
  }

  // ---- syntax --------------------------------------------------------------------------------

  /** A parenthesized mixed list {@code (%a, 4)}: SSA values and integers. */
  private record Mixed(List<UnresolvedOperand> values, long[] statics) {}

  /** Matches mlir-opt 22's parseDynamicIndexList: an inner error, then one at the op name. */
  private static Mixed parseMixed(OpAsmParser p) {
    List<UnresolvedOperand> values = new ArrayList<>();
    List<Long> statics = new ArrayList<>();
    try {
      p.parseCommaSeparatedList(
          Delimiter.PAREN,
          () -> {
            UnresolvedOperand v = p.parseOptionalOperand();
            if (v != null) {
              values.add(v);
              statics.add(ShapedType.DYNAMIC);
              return;
            }
            int offset = p.currentOffset();
            BigInteger n = p.parseOptionalInteger();
            if (n == null) {
              throw p.emitError(offset, "expected integer value");
            }
            if (n.bitLength() > 63) {
              throw p.emitError(offset, "integer value too large");
            }
            statics.add(n.longValue());
          },
          "in dynamic index list");
    } catch (ParseException e) {
      throw p.emitError(p.nameOffset(), "expected SSA value or integer");
    }
    long[] out = new long[statics.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = statics.get(i);
    }
    return new Mixed(values, out);
  }

  private static void printMixed(OpAsmPrinter p, List<Value> values, long[] statics) {
    p.print('(');
    int next = 0;
    for (int i = 0; i < statics.length; i++) {
      if (i > 0) {
        p.print(", ");
      }
      if (statics[i] == ShapedType.DYNAMIC && next < values.size()) {
        p.printOperand(values.get(next++));
      } else {
        p.print(statics[i]);
      }
    }
    p.print(')');
  }

  private static DenseArrayAttr i64Array(MLIRContext ctx, long[] values) {
    return DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), values);
  }

  private static void parseForall(OpAsmParser p, OperationState state) {
    MLIRContext ctx = p.context();
    IndexType index = IndexType.get(ctx);
    List<Argument> ivs = p.parseArgumentList(Delimiter.PAREN, false, false);
    Mixed lbs;
    Mixed ubs;
    Mixed steps;
    if (p.parseOptionalKeyword("in")) {
      ubs = parseMixed(p);
      long[] zeros = new long[ivs.size()];
      long[] ones = new long[ivs.size()];
      java.util.Arrays.fill(ones, 1);
      lbs = new Mixed(List.of(), zeros);
      steps = new Mixed(List.of(), ones);
    } else {
      p.parseEqual();
      lbs = parseMixed(p);
      p.parseKeyword("to");
      ubs = parseMixed(p);
      p.parseKeyword("step");
      steps = parseMixed(p);
    }
    p.resolveOperands(lbs.values(), index, state.operands);
    p.resolveOperands(ubs.values(), index, state.operands);
    p.resolveOperands(steps.values(), index, state.operands);
    List<Argument> outArgs = new ArrayList<>();
    List<UnresolvedOperand> outs = new ArrayList<>();
    List<Type> types = new ArrayList<>();
    int outOffset = p.currentOffset();
    if (p.parseOptionalKeyword("shared_outs")) {
      ScfSyntax.parseAssignmentList(p, outArgs, outs);
      p.parseOptionalArrowTypeList(types);
      p.resolveOperands(outs, types, outOffset, state.operands);
    }
    state.addTypes(types);
    List<Argument> regionArgs = new ArrayList<>();
    for (Argument iv : ivs) {
      regionArgs.add(new Argument(iv.ssaName(), index, iv.attrs(), iv.location()));
    }
    regionArgs.addAll(ScfSyntax.typed(outArgs, types));
    Region body = state.addRegion();
    p.parseRegion(body, regionArgs, false);
    if (body.isEmpty()) {
      body.addBlock();
    }
    Block block = body.back();
    Operation last = block.last();
    if (last == null || !last.hasTrait(Trait.TERMINATOR)) {
      block.append(InParallelOp.createEmpty(p, ScfSyntax.nameLocation(p)));
    }
    p.parseOptionalAttrDict(state.attributes);
    state.addAttribute(LB, i64Array(ctx, lbs.statics()));
    state.addAttribute(UB, i64Array(ctx, ubs.statics()));
    state.addAttribute(STEP, i64Array(ctx, steps.statics()));
    state.addAttribute(
        OpSpec.OPERAND_SEGMENTS,
        OperandSegments.sizesAttr(ctx, lbs.values().size(), ubs.values().size(), steps.values().size(), outs.size()));
  }

  private static void printForall(ForallOp op, OpAsmPrinter p) {
    p.print(" (");
    p.printOperands(op.body().arguments().subList(0, Math.min(op.rank(), op.body().numArguments())));
    if (op.isNormalized()) {
      p.print(") in ");
      printMixed(p, op.group(1), op.statics(UB));
    } else {
      p.print(") = ");
      printMixed(p, op.group(0), op.statics(LB));
      p.print(" to ");
      printMixed(p, op.group(1), op.statics(UB));
      p.print(" step ");
      printMixed(p, op.group(2), op.statics(STEP));
    }
    ScfSyntax.printInitializationList(p, op.regionOutArgs(), op.outputs(), " shared_outs");
    p.print(' ');
    if (!op.regionOutArgs().isEmpty()) {
      p.print("-> (");
      ScfSyntax.printTypes(p, op.resultTypes());
      p.print(") ");
    }
    p.printRegion(op.region(0), false, op.numResults() > 0, false);
    p.printOptionalAttrDict(op.attrDictionary().entries(), ELIDED);
  }

  // ---- verification --------------------------------------------------------------------------

  /** Matches mlir-opt 22's ForallOp::verify. */
  private static boolean verify(Operation op) {
    ForallOp f = (ForallOp) op;
    int rank = f.rank();
    List<Value> outputs = f.outputs();
    if (op.numResults() != outputs.size()) {
      return op.emitOpError("produces " + op.numResults() + " results, but has only " + outputs.size() + " outputs")
          .report();
    }
    Block body = f.body();
    if (body.numArguments() != rank + outputs.size()) {
      return op.emitOpError("region expects " + rank + " arguments").report();
    }
    for (int i = 0; i < rank; i++) {
      if (!(body.argument(i).type() instanceof IndexType)) {
        return op.emitOpError("expects " + i + "-th block argument to be an index").report();
      }
    }
    for (int i = 0; i < outputs.size(); i++) {
      if (body.argument(i + rank).type() != outputs.get(i).type()) {
        return op.emitOpError("type mismatch between " + i + "-th output and corresponding block argument").report();
      }
    }
    if (op.inherentAttr("mapping") instanceof org.jmlir.ir.attr.ArrayAttr m && m.size() != 0 && m.size() != rank) {
      return op.emitOpError("mapping attribute size must match op rank").report();
    }
    return verifyMixed(op, "lower bound", rank, f.statics(LB), f.group(0))
        && verifyMixed(op, "upper bound", rank, f.statics(UB), f.group(1))
        && verifyMixed(op, "step", rank, f.statics(STEP), f.group(2));
  }

  /** MLIR's verifyListOfOperandsOrIntegers. */
  private static boolean verifyMixed(Operation op, String name, int n, long[] statics, List<Value> values) {
    if (statics.length != n) {
      return op.emitError("expected " + n + " " + name + " values, got " + statics.length).report();
    }
    int dynamic = 0;
    for (long s : statics) {
      if (s == ShapedType.DYNAMIC) {
        dynamic++;
      }
    }
    if (values.size() != dynamic) {
      return op.emitError("expected " + dynamic + " dynamic " + name + " values").report();
    }
    return true;
  }
}
