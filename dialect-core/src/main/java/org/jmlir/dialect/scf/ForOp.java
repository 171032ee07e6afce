package org.jmlir.dialect.scf;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.Argument;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.Type;

/**
 * {@code scf.for %i = %lb to %ub step %s iter_args(%acc = %init) -> (f32) { ... }}: a counted loop
 * with loop-carried values; {@code unsigned} compares the bounds unsigned, and {@code : i32} gives
 * an integer induction variable instead of index.
 */
public final class ForOp extends Operation implements ScfOp {
  private static final List<String> ELIDED = List.of("unsignedCmp");

  public static final OpDef DEF =
      OpSpec.define("scf.for", ForOp::new)
          .operand("lowerBound", TypeConstraint.SIGNLESS_INTEGER_OR_INDEX)
          .operand("upperBound", TypeConstraint.SIGNLESS_INTEGER_OR_INDEX)
          .operand("step", TypeConstraint.SIGNLESS_INTEGER_OR_INDEX)
          .variadicOperand("initArgs", TypeConstraint.ANY)
          .optionalAttr("unsignedCmp", AttrConstraint.UNIT)
          .variadicResult("results", TypeConstraint.ANY)
          .sizedRegion("region", 1)
          .traits(Trait.SINGLE_BLOCK, Trait.AUTOMATIC_ALLOCATION_SCOPE)
          .traits(Trait.RECURSIVE_MEMORY_EFFECTS)
          .allTypesMatch("lowerBound", "upperBound", "step")
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  parseFor(p, state);
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  printFor((ForOp) op, p);
                }
              })
          .verifier(ForOp::verify)
          .regionVerifier(ForOp::verifyRegions)
          .extension(
              org.jmlir.ir.rewrite.CanonicalizationPatterns.class,
              new org.jmlir.ir.rewrite.CanonicalizationPatterns(
                  java.util.List.of(new ScfPatterns.ForOpIterArgsFolder(), new ScfPatterns.SimplifyTrivialLoops())))
          .extension(org.jmlir.ir.interfaces.LoopLikeOpInterface.class, op -> op.regions())
          .extension(org.jmlir.ir.interfaces.ConditionallySpeculatable.class, ForOp::speculatability)
          .build();

  private ForOp() {}

  /** A loop stepping by constant 1 always terminates, so it is as speculatable as its body. */
  private static org.jmlir.ir.interfaces.ConditionallySpeculatable.Speculatability speculatability(Operation op) {
    java.math.BigInteger step = ScfPatterns.constantInt(op.operand(2));
    return step != null && step.equals(java.math.BigInteger.ONE)
        ? org.jmlir.ir.interfaces.ConditionallySpeculatable.Speculatability.RECURSIVELY_SPECULATABLE
        : org.jmlir.ir.interfaces.ConditionallySpeculatable.Speculatability.NOT_SPECULATABLE;
  }

  public Value lowerBound() {
    return operand(0);
  }

  public Value upperBound() {
    return operand(1);
  }

  public Value step() {
    return operand(2);
  }

  public List<Value> initArgs() {
    return operands().subList(3, numOperands());
  }

  public Block body() {
    return region(0).front();
  }

  public BlockArgument inductionVar() {
    return body().argument(0);
  }

  public List<BlockArgument> regionIterArgs() {
    List<BlockArgument> args = body().arguments();
    return args.isEmpty() ? args : args.subList(1, args.size());
  }

  public boolean isUnsignedCmp() {
    return inherentAttr("unsignedCmp") != null;
  }

  private static void parseFor(OpAsmParser p, OperationState state) {
    boolean unsigned = p.parseOptionalKeyword("unsigned");
    Argument iv = p.parseArgument(false, false);
    p.parseEqual();
    UnresolvedOperand lb = p.parseOperand();
    p.parseKeyword("to");
    UnresolvedOperand ub = p.parseOperand();
    p.parseKeyword("step");
    UnresolvedOperand step = p.parseOperand();
    List<Argument> iterArgs = new ArrayList<>();
    List<UnresolvedOperand> inits = new ArrayList<>();
    List<Type> resultTypes = new ArrayList<>();
    if (p.parseOptionalKeyword("iter_args")) {
      ScfSyntax.parseAssignmentList(p, iterArgs, inits);
      resultTypes.addAll(p.parseArrowTypeList());
    }
    if (iterArgs.size() != resultTypes.size()) {
      throw p.emitError(p.nameOffset(), "mismatch in number of loop-carried values and defined values");
    }
    Type type = p.parseOptionalColon() ? p.parseType() : IndexType.get(p.context());
    state.addOperand(p.resolveOperand(lb, type));
    state.addOperand(p.resolveOperand(ub, type));
    state.addOperand(p.resolveOperand(step, type));
    for (int i = 0; i < inits.size(); i++) {
      state.addOperand(p.resolveOperand(inits.get(i), resultTypes.get(i)));
    }
    state.addTypes(resultTypes);
    List<Argument> regionArgs = new ArrayList<>();
    regionArgs.add(new Argument(iv.ssaName(), type, iv.attrs(), iv.location()));
    regionArgs.addAll(ScfSyntax.typed(iterArgs, resultTypes));
    Region body = state.addRegion();
    p.parseRegion(body, regionArgs, false);
    ScfSyntax.ensureTerminator(body, YieldOp.DEF, p, ScfSyntax.nameLocation(p));
    p.parseOptionalAttrDict(state.attributes);
    if (unsigned) {
      state.addAttribute("unsignedCmp", UnitAttr.get(p.context()));
    }
  }

  /** Matches mlir-opt 22's ForOp::print, including its double space before {@code : i32}. */
  private static void printFor(ForOp op, OpAsmPrinter p) {
    p.print(' ');
    if (op.isUnsignedCmp()) {
      p.print("unsigned ");
    }
    p.printOperand(op.inductionVar());
    p.print(" = ");
    p.printOperand(op.lowerBound());
    p.print(" to ");
    p.printOperand(op.upperBound());
    p.print(" step ");
    p.printOperand(op.step());
    List<Value> inits = op.initArgs();
    ScfSyntax.printInitializationList(p, op.regionIterArgs(), inits, " iter_args");
    if (!inits.isEmpty()) {
      p.print(" -> (");
      ScfSyntax.printTypes(p, ScfChecks.typesOf(inits));
      p.print(')');
    }
    p.print(' ');
    Type t = op.inductionVar().type();
    if (!(t instanceof IndexType)) {
      p.print(" : ");
      p.printType(t);
      p.print(' ');
    }
    p.printRegion(op.region(0), false, !inits.isEmpty(), false);
    p.printOptionalAttrDict(op.attrDictionary().entries(), ELIDED);
  }

  private static boolean verify(Operation op) {
    ForOp f = (ForOp) op;
    if (f.initArgs().size() != op.numResults()) {
      return op.emitOpError("mismatch in number of loop-carried values and defined values").report();
    }
    return true;
  }

  private static boolean verifyRegions(Operation op) {
    ForOp f = (ForOp) op;
    Block body = f.body();
    if (body.numArguments() == 0) {
      return op.emitOpError("expected body to have a single block argument for the induction variable").report();
    }
    Operation term = body.last();
    List<Value> yielded = term instanceof YieldOp ? term.operands() : List.of();
    if (!ScfChecks.verifyLoopLike(op, f.initArgs(), f.regionIterArgs(), yielded, op.results())) {
      return false;
    }
    if (f.inductionVar().type() != f.lowerBound().type()) {
      return op.emitOpError("expected induction variable to be same type as bounds and step").report();
    }
    if (term instanceof YieldOp) {
      List<Type> iterTypes = ScfChecks.typesOf(f.regionIterArgs());
      return ScfChecks.verifyEdge(op, term, term.operands(), "Region #0", iterTypes)
          && ScfChecks.verifyEdge(op, term, term.operands(), "parent", op.resultTypes());
    }
    return true;
  }
}
