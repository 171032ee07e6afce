package org.jmlir.dialect.scf;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.Argument;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.Type;

/**
 * {@code %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%z) -> f32 { ... scf.reduce ... }}:
 * a parallel loop nest whose body ends with scf.reduce. Operands are split into lower bounds, upper
 * bounds, steps and initial values by {@code operandSegmentSizes}.
 */
public final class ParallelOp extends Operation implements ScfOp {
  /** MLIR's DenseI32ArrayAttr. */
  static final AttrConstraint SEGMENT_SIZES =
      AttrConstraint.of(
          "i32 dense array attribute",
          a -> a instanceof DenseArrayAttr d && d.elementType() instanceof IntegerType t && t.width() == 32);

  private static final List<String> ELIDED = List.of(OpSpec.OPERAND_SEGMENTS);

  public static final OpDef DEF =
      OpSpec.define("scf.parallel", ParallelOp::new)
          .variadicOperand("lowerBound", TypeConstraint.INDEX)
          .variadicOperand("upperBound", TypeConstraint.INDEX)
          .variadicOperand("step", TypeConstraint.INDEX)
          .variadicOperand("initVals", TypeConstraint.ANY)
          // MLIR 22 default-initializes the segment sizes to zeros when the property is missing.
          .defaultAttr(
              OpSpec.OPERAND_SEGMENTS, SEGMENT_SIZES, ctx -> OperandSegments.sizesAttr(ctx, 0, 0, 0, 0))
          .variadicResult("results", TypeConstraint.ANY)
          .sizedRegion("region", 1)
          .traits(Trait.AUTOMATIC_ALLOCATION_SCOPE, Trait.RECURSIVE_MEMORY_EFFECTS, Trait.SINGLE_BLOCK)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  parseParallel(p, state);
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  printParallel((ParallelOp) op, p);
                }
              })
          .verifier(ParallelOp::verify)
          .extension(org.jmlir.ir.interfaces.LoopLikeOpInterface.class, op -> op.regions())
          .build();

  private ParallelOp() {}

  public List<Value> lowerBound() {
    return group(0);
  }

  public List<Value> upperBound() {
    return group(1);
  }

  public List<Value> step() {
    return group(2);
  }

  public List<Value> initVals() {
    return group(3);
  }

  private List<Value> group(int index) {
    return DEF.extension(OpSpec.class).operandGroup(this, index);
  }

  public Block body() {
    return region(0).front();
  }

  private static void parseParallel(OpAsmParser p, OperationState state) {
    IndexType index = IndexType.get(p.context());
    List<Argument> ivs = p.parseArgumentList(Delimiter.PAREN, false, false);
    p.parseEqual();
    List<UnresolvedOperand> lower = p.parseOperandList(Delimiter.PAREN, ivs.size());
    p.resolveOperands(lower, index, state.operands);
    p.parseKeyword("to");
    List<UnresolvedOperand> upper = p.parseOperandList(Delimiter.PAREN, ivs.size());
    p.resolveOperands(upper, index, state.operands);
    p.parseKeyword("step");
    List<UnresolvedOperand> steps = p.parseOperandList(Delimiter.PAREN, ivs.size());
    p.resolveOperands(steps, index, state.operands);
    List<UnresolvedOperand> inits = List.of();
    if (p.parseOptionalKeyword("init")) {
      inits = p.parseOperandList(Delimiter.PAREN, -1);
    }
    List<Type> types = new ArrayList<>();
    p.parseOptionalArrowTypeList(types);
    state.addTypes(types);
    List<Type> ivTypes = new ArrayList<>();
    for (int i = 0; i < ivs.size(); i++) {
      ivTypes.add(index);
    }
    Region body = state.addRegion();
    p.parseRegion(body, ScfSyntax.typed(ivs, ivTypes), false);
    state.addAttribute(
        OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(p.context(), lower.size(), upper.size(), steps.size(), inits.size()));
    p.parseOptionalAttrDict(state.attributes);
    p.resolveOperands(inits, types, p.nameOffset(), state.operands);
    ScfSyntax.ensureTerminator(body, ReduceOp.DEF, p, ScfSyntax.nameLocation(p));
  }

  private static void printParallel(ParallelOp op, OpAsmPrinter p) {
    p.print(" (");
    List<BlockArgument> ivs = op.body().arguments();
    p.printOperands(ivs);
    p.print(") = (");
    p.printOperands(op.lowerBound());
    p.print(") to (");
    p.printOperands(op.upperBound());
    p.print(") step (");
    p.printOperands(op.step());
    p.print(')');
    if (!op.initVals().isEmpty()) {
      p.print(" init (");
      p.printOperands(op.initVals());
      p.print(')');
    }
    ScfSyntax.printOptionalArrowTypeList(p, op.resultTypes());
    p.print(' ');
    p.printRegion(op.region(0), false, true, false);
    p.printOptionalAttrDict(op.attrDictionary().entries(), ELIDED);
  }

  /** Matches mlir-opt 22's ParallelOp::verify. */
  private static boolean verify(Operation op) {
    ParallelOp par = (ParallelOp) op;
    List<Value> steps = par.step();
    if (steps.isEmpty()) {
      return op.emitOpError("needs at least one tuple element for lowerBound, upperBound and step").report();
    }
    for (Value s : steps) {
      Operation def = s.definingOp();
      if (def != null && def.hasTrait(Trait.CONSTANT_LIKE) && def.attr("value") instanceof IntegerAttr c
          && c.value().signum() <= 0) {
        return op.emitOpError("constant step operand must be positive").report();
      }
    }
    Block body = par.body();
    if (body.numArguments() != steps.size()) {
      return op.emitOpError(
              "expects the same number of induction variables: " + body.numArguments() + " as bound and step values: "
                  + steps.size())
          .report();
    }
    for (BlockArgument a : body.arguments()) {
      if (!(a.type() instanceof IndexType)) {
        return op.emitOpError("expects arguments for the induction variable to be of index type").report();
      }
    }
    Operation term = body.last();
    if (!(term instanceof ReduceOp reduce)) {
      var diag = op.emitOpError("expects body to terminate with 'scf.reduce'");
      if (term != null) {
        diag.attachNote(term.location(), "terminator here");
      }
      return diag.report();
    }
    int results = op.numResults();
    int reductions = reduce.numRegions();
    int inits = par.initVals().size();
    if (results != reductions) {
      return op.emitOpError(
              "expects number of results: " + results + " to be the same as number of reductions: " + reductions)
          .report();
    }
    if (results != inits) {
      return op.emitOpError(
              "expects number of results: " + results + " to be the same as number of initial values: " + inits)
          .report();
    }
    for (int i = 0; i < reductions && i < reduce.numOperands(); i++) {
      Type resultType = op.result(i).type();
      Type operandType = reduce.operand(i).type();
      if (resultType != operandType) {
        return reduce.emitOpError(
                "expects type of " + i + "-th reduction operand: '" + Texts.type(operandType) + "' to be the same as the "
                    + i + "-th result type: '" + Texts.type(resultType) + "'")
            .report();
      }
    }
    return true;
  }
}
